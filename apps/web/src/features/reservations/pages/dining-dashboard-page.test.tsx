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
    expect(screen.getByRole('link', { name: 'Payment Methods' })).toHaveAttribute(
      'href',
      '/users/7/dining-dashboard?view=payment-methods',
    );
    expect(screen.getByRole('link', { name: 'Preferences' })).toHaveAttribute(
      'href',
      '/users/7/dining-dashboard?view=preferences',
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
    // The names and e-mail forms load as their own chunk; each form asks for the password.
    expect(await screen.findByRole('heading', { name: 'Name and username' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'E-mail address' })).toBeInTheDocument();
    expect(screen.getAllByLabelText('Current password')).toHaveLength(2);
    expect(requestsSent()).toEqual([]);
  });

  it("shows the diner's preferences under 'Preferences'", async () => {
    answer('get', '/api/users/7/preferences', {
      dietary: ['vegan'],
      dietary_note: '',
      seating: 'quiet',
      reminder_emails: true,
      language: 'en',
    });
    renderPage('/users/7/dining-dashboard?view=preferences');
    expect(await screen.findByLabelText('Vegan')).toBeChecked();
    expect(screen.getByRole('link', { name: 'Preferences' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("says no card is needed under 'Payment Methods'", async () => {
    renderPage('/users/7/dining-dashboard?view=payment-methods');
    expect(await screen.findByText('No card is needed to book on TableFor.')).toBeInTheDocument();
    expect(requestsSent()).toEqual([]);
  });

  it("shows the signed-in user's own dashboard for another user's id", async () => {
    answer('get', RESERVATIONS, { Reservations: [] });
    renderPage('/users/99/dining-dashboard');
    expect(await screen.findByText('You have no upcoming reservations')).toBeInTheDocument();
    expect(requestsSent()[0]?.path).toBe('/api/users/7/reservations');
  });
});
