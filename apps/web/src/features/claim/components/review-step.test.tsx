import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { CLOSE_DIALOG, FINISH_SIGN_IN } from '@/test/render-with-sign-in';
import { testUser } from '@/test/render';
import { button, fakeBackend, refusal, renderFlow, walkToReview } from '../test/claim-flow-harness';

const TERMS = 'Please accept the terms and conditions to continue.';
const AUTHORIZED = 'I confirm I am authorized to make changes to this business listing';

function tickBoth() {
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: AUTHORIZED }));
}

describe('review and submit', () => {
  it('needs the terms and the authorisation, each with its message', async () => {
    const backend = fakeBackend();
    renderFlow(backend, testUser);
    await walkToReview();
    fireEvent.click(button('Submit claim'));
    expect(screen.getByText(TERMS)).toBeInTheDocument();
    // The authorisation's label, and its message under it.
    expect(screen.getAllByText(AUTHORIZED)).toHaveLength(2);
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    fireEvent.click(button('Submit claim'));
    expect(screen.queryByText(TERMS)).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(AUTHORIZED);
    expect(backend.submit).not.toHaveBeenCalled();
    for (const name of [/Terms of Service/, /Privacy Policy/]) {
      const link = within(
        screen.getByRole('checkbox', { name: /I agree/ }).closest('label')!,
      ).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('opens a step from Edit and comes back to Review with the change', async () => {
    renderFlow(fakeBackend(), testUser);
    await walkToReview();
    const insights = screen.getByRole('region', { name: 'Insights' });
    expect(within(insights).getByText('The phone rings mid-service')).toBeInTheDocument();
    fireEvent.click(button('Edit Goals'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Goals' }),
    ).toBeInTheDocument();
    fireEvent.click(button(/^Cut costs/));
    fireEvent.click(button('Continue'));
    const goals = await screen.findByRole('region', { name: 'Goals' });
    expect(within(goals).getByText('Grow covers, Cut costs')).toBeInTheDocument();
    fireEvent.click(button('Edit Essentials'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business Essentials' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue('(213) 555-0147');
  });

  it('signs in first when signed out, shows a refusal and stays on Review', async () => {
    const submit = vi.fn(async () => {
      throw refusal(403, 'claim.notVerified', 'not these words');
    });
    renderFlow(fakeBackend({ submit }));
    await walkToReview();
    expect(screen.getByText(/asked to sign in or create an account/)).toBeInTheDocument();
    tickBoth();
    fireEvent.click(button('Submit claim'));
    // Closing the dialog sends nothing and says why.
    fireEvent.click(await screen.findByRole('button', { name: CLOSE_DIALOG }));
    expect(await screen.findByText('Sign in to send your claim')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(button('Sign in'));
    fireEvent.click(await screen.findByRole('button', { name: FINISH_SIGN_IN }));
    expect(
      await screen.findByText('Please verify your e-mail before submitting'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your claim was not sent')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Review & Submit');
    expect(screen.queryByText('Claim Request Submitted!')).not.toBeInTheDocument();
  });

  it('shows Submitting... while sending, then the success page, and starts over', async () => {
    let finish: () => void = () => {};
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderFlow(fakeBackend({ submit }), testUser);
    await walkToReview();
    tickBoth();
    fireEvent.click(button('Submit claim'));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({
        restaurantId: 12,
        email: 'orders@trattoria.example',
        phone: '(213) 555-0147',
        website: '',
        bookingMethod: 'phone',
        externalBookingUrl: '',
        painPoints: {
          reservationChallenge: 'missedCalls',
          dailyCallVolume: 'medium',
          messageChannels: [],
          biggestFrustration: 'The phone rings mid-service',
          techSatisfaction: 5,
        },
        selectedGoals: ['growCovers'],
        language: 'en',
        agreesToTerms: true,
        authorized: true,
        menu: null,
        photos: [],
      }),
    );
    finish();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Claim Request Submitted!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/within 24-48 hours/)).toBeInTheDocument();
    expect(screen.getByText(/e-mail confirmation once it is approved/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'For business' })).toHaveAttribute('href', '/business');
    expect(screen.getByRole('link', { name: 'View the listing' })).toHaveAttribute(
      'href',
      '/restaurants/12',
    );
    fireEvent.click(button('Try Another Restaurant'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify Your Ownership' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Business e-mail')).toHaveValue('');
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByText('0% complete')).toBeInTheDocument();
  });
});
