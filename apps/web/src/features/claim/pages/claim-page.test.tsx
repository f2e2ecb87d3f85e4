import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { jsonResponse } from '@/test/render';
import { renderWithSignIn } from '@/test/render-with-sign-in';
import { listing } from '../test/claim-flow-harness';
import { ClaimPage } from './claim-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderClaimPage(route: string, answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  renderWithSignIn(<Route path="restaurants/:restaurantId/claim" element={<ClaimPage />} />, {
    route,
    user: null,
  });
  return fetchMock;
}

describe('the claim page', () => {
  it('loads the listing, then shows it with its masked e-mail and the page title', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = renderClaimPage(
      '/restaurants/12/claim',
      () => new Promise((resolve) => (answer = resolve)),
    );
    expect(screen.getByText('Loading the listing...')).toBeInTheDocument();
    answer(jsonResponse(listing));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify Your Ownership' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Trattoria Prova')).toBeInTheDocument();
    expect(screen.getByText('o****s@trattoria.example')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/claim/restaurants/12', expect.anything());
    await waitFor(() =>
      expect(document.title).toBe('Claim your listing: Trattoria Prova · TableFor'),
    );
  });

  it("says 'Restaurant not found' with a way home for an unknown listing", async () => {
    renderClaimPage('/restaurants/999/claim', () =>
      jsonResponse({ errors: ['restaurant: Restaurant not found'] }, 404),
    );
    expect(await screen.findByText('Restaurant not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('asks nothing of the server for an id that is not one', () => {
    const fetchMock = renderClaimPage('/restaurants/abc/claim', () => jsonResponse(listing));
    expect(screen.getByText('Restaurant not found')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers to try again when the listing could not be loaded', async () => {
    renderClaimPage('/restaurants/12/claim', () => jsonResponse({ errors: ['boom'] }, 500));
    expect(
      await screen.findByText('We could not load this listing. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
