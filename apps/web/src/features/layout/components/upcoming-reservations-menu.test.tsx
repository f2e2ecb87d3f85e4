import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { answer } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { testReservation } from '@/test/test-reservation';
import { UpcomingReservationsMenu } from './upcoming-reservations-menu';

const RESERVATIONS = `/api/users/${testUser.id}/reservations`;

describe('UpcomingReservationsMenu', () => {
  it('shows the soonest future reservation with its links', async () => {
    answer('get', RESERVATIONS, {
      Reservations: [
        testReservation({ id: 1, reservation_time: '2020-01-01T03:00:00Z' }),
        testReservation({ id: 2 }),
        testReservation({
          id: 3,
          reservation_time: '2099-06-01T03:00:00Z',
          local_date: '2099-05-31',
        }),
      ],
    });
    renderWithProviders(<UpcomingReservationsMenu userId={testUser.id} />, { user: testUser });
    fireEvent.click(
      await screen.findByRole('button', { name: /you have a reservation coming up/ }),
    );
    expect(screen.getByText('Bestia')).toBeInTheDocument();
    expect(screen.getByText('Table for 4 people')).toBeInTheDocument();
    expect(screen.getByText('7:30 PM')).toBeInTheDocument();
    expect(screen.getByText('Mar 4, 2099')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/reservations/2');
    expect(screen.getByRole('link', { name: 'Modify' })).toHaveAttribute(
      'href',
      '/reservations/2/modify',
    );
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/reservations/2?showCancelModal=true',
    );
    expect(screen.getByRole('link', { name: 'Invite guests' })).toHaveAttribute(
      'href',
      '/reservations/2?invite=1#invite-guests',
    );
    expect(screen.getByRole('link', { name: 'View all reservations' })).toHaveAttribute(
      'href',
      '/users/7/dining-dashboard',
    );
  });

  it('says there are none when nothing is ahead', async () => {
    answer('get', RESERVATIONS, {
      Reservations: [testReservation({ reservation_time: '2020-01-01T03:00:00Z' })],
    });
    renderWithProviders(<UpcomingReservationsMenu userId={testUser.id} />, { user: testUser });
    fireEvent.click(screen.getByRole('button', { name: 'Upcoming reservations' }));
    expect(await screen.findByText('You have no upcoming reservations')).toBeInTheDocument();
  });
});
