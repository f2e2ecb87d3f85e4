/**
 * The creator of a listing an administrator has not approved finds it in the console: its name,
 * 'Waiting for review' or 'Not approved' with the administrator's reason, and what happens next;
 * alone while they manage no restaurant, above the book when they do; and the menu leads there.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { loadLanguage } from '@/i18n/i18n';
import { answerRoutes, json } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import {
  dayBook,
  listingInReview,
  ownedRestaurant,
  ownerUser,
} from '../test/owner-console-fixtures';
import { OwnerConsolePage } from '../pages/owner-console-page';
import { OwnerConsoleMenuLink } from './owner-console-menu-link';

const waiting = listingInReview(40, { name: 'Casa Nueva' });
const rejected = listingInReview(41, {
  name: 'Casa Vieja',
  status: 'rejected',
  rejection_reason: 'The address could not be found.',
  reviewed_at: '2026-06-29T10:00:00.000Z',
});

function renderConsole(restaurants = [] as ReturnType<typeof ownedRestaurant>[]) {
  answerRoutes({
    'GET /api/owner/restaurants': () =>
      json({ restaurants, listings_in_review: [rejected, waiting] }),
    'GET /api/owner/restaurants/12/book': () => json(dayBook()),
    'GET /api/owner/restaurants/12/conflicts': () => json({ conflicts: [] }),
    'GET /api/owner/restaurants/:id/notify-demand': () => json({ days: [] }),
  });
  renderWithProviders(<OwnerConsolePage />, { user: ownerUser, route: '/business/dashboard' });
}

const item = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;

describe('listings in review', () => {
  it('shows a creator who manages no restaurant their listings and what happens next', async () => {
    renderConsole();
    expect(
      await screen.findByRole('heading', { level: 1, name: "Your listings aren't live yet" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("You don't manage a restaurant yet")).not.toBeInTheDocument();

    const pending = item('Casa Nueva');
    expect(pending).toHaveTextContent('Waiting for review');
    expect(pending).toHaveTextContent('Silver Lake');
    expect(pending).toHaveTextContent('Sent on Sunday, June 28, 2026');
    expect(pending).toHaveTextContent(/once an administrator approves it, it appears here/);
    expect(
      within(pending).getByRole('link', { name: 'View the listing Casa Nueva' }),
    ).toHaveAttribute('href', '/restaurants/40');

    const turnedDown = item('Casa Vieja');
    expect(turnedDown).toHaveTextContent('Not approved');
    expect(turnedDown).toHaveTextContent(
      "The administrator's reasonThe address could not be found.",
    );
    expect(turnedDown).toHaveTextContent(/it stays hidden and takes no bookings/);
  });

  it('shows them above the book of an owner who has restaurants too', async () => {
    renderConsole([ownedRestaurant()]);
    const section = await screen.findByRole('region', { name: 'Listings in review' });
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('region', { name: "The day's book" })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await loadLanguage('es');
    try {
      renderConsole();
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: 'Tus fichas aún no están publicadas',
        }),
      ).toBeInTheDocument();
      expect(item('Casa Nueva')).toHaveTextContent('Pendiente de revisión');
      expect(item('Casa Vieja')).toHaveTextContent('No aprobada');
      expect(item('Casa Vieja')).toHaveTextContent('Motivo del administrador');
    } finally {
      await loadLanguage('en');
    }
  });

  it("puts the console in the creator's account menu", async () => {
    answerRoutes({
      'GET /api/owner/restaurants': () => json({ restaurants: [], listings_in_review: [waiting] }),
    });
    renderWithProviders(
      <ul>
        <OwnerConsoleMenuLink user={testUser} onNavigate={vi.fn()} />
      </ul>,
      { user: testUser },
    );
    expect(await screen.findByRole('link', { name: 'Restaurant console' })).toHaveAttribute(
      'href',
      '/business/dashboard',
    );
  });
});
