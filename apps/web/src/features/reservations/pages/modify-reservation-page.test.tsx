import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { BOOKABLE_TIMES } from '@tablefor/shared';
import { Route, Routes } from 'react-router';
import { staleQuickBookLists, seedQuickBookLists } from '@/test/quick-book-lists';
import { answerWith, json } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { testReservation } from '@/test/test-reservation';
import { ModifyReservationPage } from './modify-reservation-page';

// Two days ahead at the restaurant, so the reservation is upcoming and inside the 21-day window.
const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
const reservation = testReservation({
  local_date: soon,
  local_time: '19:30',
  reservation_time: new Date(Date.now() + 2 * 86_400_000).toISOString(),
});
const availability = (full: string[]) => ({
  restaurant_id: 12,
  date: soon,
  partySize: 4,
  time_zone: 'America/Los_Angeles',
  slots: BOOKABLE_TIMES.map((time) => ({ time, available: !full.includes(time) })),
});

/** The reservation and its day's availability; `put` answers the change, whose requests it returns. */
function mockApi(put: () => Response) {
  answerWith('get', '/api/restaurants/:restaurantId/availability', () =>
    json(availability(['20:00'])),
  );
  answerWith('get', '/api/reservations/41', () => json(reservation));
  return answerWith('put', '/api/reservations/41', put);
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/reservations/:reservationId" element={<p>Reservation page</p>} />
      <Route path="/reservations/:reservationId/modify" element={<ModifyReservationPage />} />
    </Routes>,
    { route: '/reservations/41/modify', user: testUser },
  );
}

describe('ModifyReservationPage', () => {
  it('shows real availability: a full time cannot be chosen', async () => {
    mockApi(() => json(reservation));
    renderPage();
    expect(await screen.findByRole('radio', { name: '8:00 PM, unavailable' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '7:30 PM' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '10:00 PM' })).toBeEnabled();
    expect(screen.getAllByRole('radio')).toHaveLength(25);
  });

  it('shows the messages of an empty date', async () => {
    const puts = mockApi(() => json(reservation));
    renderPage();
    fireEvent.change(await screen.findByLabelText('New date'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please select a new date')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it("keeps 'Save changes' disabled until something changes, and says why", async () => {
    const puts = mockApi(() => json(reservation));
    renderPage();
    await screen.findByRole('radio', { name: '7:30 PM' });
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(
      'Change the date, the time or the party size to save.',
    );
    fireEvent.click(screen.getByRole('radio', { name: '9:00 PM' }));
    expect(save).toBeEnabled();
    fireEvent.click(screen.getByRole('radio', { name: '7:30 PM' }));
    expect(save).toBeDisabled();
    expect(puts).toEqual([]);
  });

  it('sends the new time as UTC and returns to the reservation', async () => {
    const puts = mockApi(() => json(reservation));
    const { queryClient } = renderPage();
    seedQuickBookLists(queryClient, testUser.id);
    fireEvent.click(await screen.findByRole('radio', { name: '9:00 PM' }));
    fireEvent.change(screen.getByLabelText('Party size'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Reservation page')).toBeInTheDocument();
    const put = puts.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/api/reservations/41');
    const body = put?.body as Record<string, unknown>;
    expect(body.party_size).toBe(6);
    expect(body.reservation_time).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2} 0[45]:00:00$`));
    // The old and the new time change the cards' quick-book times.
    await waitFor(() =>
      expect(staleQuickBookLists(queryClient, testUser.id)).toEqual([true, true, true]),
    );
  });

  it('on 409 says the time is gone and offers the alternatives', async () => {
    mockApi(() =>
      json(
        {
          errors: ['reservation_time: That time is no longer available'],
          alternatives: [{ date: soon, time: '21:30' }],
        },
        409,
      ),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: '9:00 PM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('That time is no longer available')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /at 9:30 PM$/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '9:30 PM' })).toBeChecked());
    expect(screen.queryByText('That time is no longer available')).not.toBeInTheDocument();
  });
});
