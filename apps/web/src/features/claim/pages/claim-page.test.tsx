import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { answerWith, json, requestsSent } from '@/test/msw';
import { renderWithSignIn } from '@/test/render-with-sign-in';
import { listing } from '../test/claim-flow-harness';
import { ClaimPage } from './claim-page';

/** Renders the page with the listing's GET answered by `answer`; returns what it received. */
function renderClaimPage(route: string, answer: () => Response | Promise<Response>) {
  const sent = answerWith('get', '/api/claim/restaurants/:id', () => answer());
  renderWithSignIn(<Route path="restaurants/:restaurantId/claim" element={<ClaimPage />} />, {
    route,
    user: null,
  });
  return sent;
}

describe('the claim page', () => {
  it('loads the listing, then shows it with its masked e-mail and the page title', async () => {
    // The answer waits until the test has seen the page while it loads.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent = renderClaimPage('/restaurants/12/claim', async () => {
      await held;
      return json(listing);
    });
    expect(screen.getByText('Loading the listing...')).toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify Your Ownership' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Trattoria Prova')).toBeInTheDocument();
    expect(screen.getByText('o****s@trattoria.example')).toBeInTheDocument();
    expect(sent).toMatchObject([{ method: 'GET', path: '/api/claim/restaurants/12' }]);
    await waitFor(() =>
      expect(document.title).toBe('Claim your listing: Trattoria Prova · TableFor'),
    );
  });

  it("says 'Restaurant not found' with a way home for an unknown listing", async () => {
    renderClaimPage('/restaurants/999/claim', () =>
      json({ errors: ['restaurant: Restaurant not found'] }, 404),
    );
    expect(await screen.findByText('Restaurant not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('asks nothing of the server for an id that is not one', () => {
    renderClaimPage('/restaurants/abc/claim', () => json(listing));
    expect(screen.getByText('Restaurant not found')).toBeInTheDocument();
    expect(requestsSent()).toEqual([]);
  });

  it('offers to try again when the listing could not be loaded', async () => {
    renderClaimPage('/restaurants/12/claim', () => json({ errors: ['boom'] }, 500));
    expect(
      await screen.findByText('We could not load this listing. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
