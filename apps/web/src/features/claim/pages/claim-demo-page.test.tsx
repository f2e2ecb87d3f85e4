import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { requestsSent } from '@/test/msw';
import { renderWithSignIn } from '@/test/render-with-sign-in';
import {
  answerPainPoints,
  button,
  chooseGoals,
  fillEssentials,
  typeCode,
} from '../test/claim-flow-harness';
import { ClaimDemoPage } from './claim-demo-page';

describe('the claim demo', () => {
  it(
    'is labelled a demo and makes no call at all, from the code to the success page',
    { timeout: 15_000 },
    async () => {
      renderWithSignIn(<Route path="claim-demo" element={<ClaimDemoPage />} />, {
        route: '/claim-demo',
        user: null,
      });
      expect(screen.getByText('Demo')).toBeInTheDocument();
      expect(screen.getByText('Casa Verde Cocina')).toBeInTheDocument();
      // The sample listing's address is filled in: a visitor could not know it.
      expect(screen.getByLabelText('Business e-mail')).toHaveValue(
        'reservations@casaverde.example',
      );
      fireEvent.click(button('Send code'));
      expect(await screen.findByRole('button', { name: 'Sending...' })).toBeInTheDocument();
      await screen.findByText('Verification code sent successfully!', undefined, { timeout: 3000 });
      expect(screen.getByText(/Demo: any 6 digits are accepted/)).toBeInTheDocument();
      typeCode('111111');
      fireEvent.click(button('Verify'));
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Business Essentials' },
        { timeout: 3000 },
      );
      await fillEssentials();
      await answerPainPoints();
      await chooseGoals();
      fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
      fireEvent.click(screen.getByRole('checkbox', { name: /I confirm I am authorized/ }));
      fireEvent.click(button('Submit claim'));
      // The demo needs no account: no sign-in dialog, just the simulated wait.
      expect(await screen.findByText('Submitting...')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Claim Request Submitted!' },
        { timeout: 4000 },
      );
      expect(screen.queryByRole('link', { name: 'View the listing' })).not.toBeInTheDocument();
      expect(requestsSent()).toEqual([]);
    },
  );
});
