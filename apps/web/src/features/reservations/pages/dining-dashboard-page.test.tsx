import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { answer, requestsSent } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { testReservation } from '@/test/test-reservation';
import { DiningDashboardPage } from './dining-dashboard-page';

function renderPage(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/users/:userId/dining-dashboard" element={<DiningDashboardPage />} />
    </Routes>,
    { route, user: testUser },
  );
}

const RESERVATIONS = '/api/users/:userId/reservations';

describe('DiningDashboardPage', () => {
  it('shows the name, the points panel and both empty lists', async () => {
    answer('get', RESERVATIONS, { Reservations: [] });
    renderPage('/users/7/dining-dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Ana Diaz' })).toBeInTheDocument();
    expect(screen.getByText('Next reward: 1,000 PTS for a $20 reward')).toBeInTheDocument();
    expect(await screen.findByText('You have no upcoming reservations')).toBeInTheDocument();
    expect(screen.getByText('You have no past reservations')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reservations' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: /Payment Methods/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('lists upcoming and past reservations apart', async () => {
    answer('get', RESERVATIONS, {
      Reservations: [
        testReservation({ id: 1, reservation_time: '2020-01-01T03:00:00Z' }),
        testReservation({ id: 2 }),
      ],
    });
    renderPage('/users/7/dining-dashboard');
    const upcoming = await screen.findByRole('region', { name: 'Upcoming reservations' });
    expect(upcoming.querySelector('a')).toHaveAttribute('href', '/reservations/2');
    const past = screen.getByRole('region', { name: 'Past reservations' });
    expect(past.querySelector('a')).toHaveAttribute('href', '/reservations/1');
  });

  it("shows the account's details and its password form under 'Account Details'", async () => {
    renderPage('/users/7/dining-dashboard?view=account');
    expect(await screen.findByRole('heading', { name: 'Account details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account Details' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    expect(requestsSent()).toEqual([]);
  });

  it("shows the signed-in user's own dashboard for another user's id", async () => {
    answer('get', RESERVATIONS, { Reservations: [] });
    renderPage('/users/99/dining-dashboard');
    expect(await screen.findByText('You have no upcoming reservations')).toBeInTheDocument();
    expect(requestsSent()[0]?.path).toBe('/api/users/7/reservations');
  });
});
