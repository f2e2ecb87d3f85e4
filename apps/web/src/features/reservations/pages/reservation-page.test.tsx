import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { staleQuickBookLists, seedQuickBookLists } from '@/test/quick-book-lists';
import { answerRoutes, json, requestsSent, type ReceivedRequest } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { rememberReservationCode, reservationCode } from '@/lib/reservation-codes';
import { ReservationAccess } from '../components/reservation-access';
import { testReservation } from '@/test/test-reservation';
import { ReservationPage } from './reservation-page';

function renderPage(route: string, user = testUser) {
  // The host's invite section reads its guests once its code has loaded (at once when cached).
  answerRoutes({
    'GET /api/reservations/41/invitations': () => json({ invitations: [], remaining: 1 }),
  });
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route element={<ReservationAccess />}>
        <Route path="/reservations/:reservationId" element={<ReservationPage />} />
      </Route>
    </Routes>,
    { route, user },
  );
}

const RESERVATION = '/api/reservations/41';

/** Answers GET /api/reservations/41 with `body` (and `status`); returns what it received. */
const answerReservation = (body: unknown, status = 200) =>
  answerRoutes({ [`GET ${RESERVATION}`]: () => json(body, status) });

const requestOf = (sent: ReceivedRequest[], index: number) => {
  const { path, method, headers } = sent[index] ?? {};
  return { url: path, method, headers };
};

describe('ReservationPage', () => {
  it('shows a future reservation at the restaurant wall clock with its actions', async () => {
    answerReservation(testReservation());
    renderPage('/reservations/41');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reservation confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Mar 4, 2099')).toBeInTheDocument();
    expect(screen.getByText('7:30 PM')).toBeInTheDocument();
    expect(screen.getByText('4 people')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modify' })).toHaveAttribute(
      'href',
      '/reservations/41/modify',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book again' })).not.toBeInTheDocument();
  });

  it('shows a callback booking as a request waiting for the call, not as confirmed', async () => {
    answerReservation(
      testReservation({ status: 'pending_callback', created_at: new Date().toISOString() }),
    );
    renderPage('/reservations/41');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Waiting for the restaurant's call" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/is not confirmed yet/)).toBeInTheDocument();
    expect(screen.getByText(/will call you within 15 minutes/)).toBeInTheDocument();
    expect(screen.queryByText('Reservation confirmed')).not.toBeInTheDocument();
  });

  it('no longer promises a call within 15 minutes for a request made long ago', async () => {
    answerReservation(
      testReservation({ status: 'pending_callback', created_at: '2020-01-01T10:00:00.000Z' }),
    );
    renderPage('/reservations/41');
    expect(await screen.findByText(/hasn't called yet/)).toBeInTheDocument();
    expect(screen.queryByText(/within 15 minutes/)).not.toBeInTheDocument();
  });

  it('shows a past reservation as completed with Book again and Rate and review', async () => {
    answerReservation(testReservation({ reservation_time: '2020-03-05T03:30:00.000Z' }));
    renderPage('/reservations/41');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reservation completed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute(
      'href',
      '/restaurants/12',
    );
    expect(screen.getByRole('link', { name: 'Rate and review' })).toHaveAttribute(
      'href',
      '/restaurants/12?review=true',
    );
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('opens the cancel dialog from ?showCancelModal=true; cancelling calls DELETE and goes home', async () => {
    // The first read finds it; the DELETE, then the read again once the cancel is done, cancelled.
    let answered = 0;
    const reply = () =>
      json(answered++ === 0 ? testReservation() : testReservation({ status: 'cancelled' }));
    const sent = answerRoutes({ [`GET ${RESERVATION}`]: reply, [`DELETE ${RESERVATION}`]: reply });
    const { queryClient } = renderPage('/reservations/41?showCancelModal=true');
    seedQuickBookLists(queryClient, testUser.id);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this reservation?' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel reservation' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(requestOf(sent, 1)).toMatchObject({ url: '/api/reservations/41', method: 'DELETE' });
    // The freed table shows again on the cards' quick-book times.
    await waitFor(() =>
      expect(staleQuickBookLists(queryClient, testUser.id)).toEqual([true, true, true]),
    );
  });

  it('shows a clear not-found state when the API answers 404', async () => {
    answerReservation({ errors: ['reservation: Reservation not found'] }, 404);
    renderPage('/reservations/41');
    expect(
      await screen.findByRole('heading', { name: 'Reservation not found' }),
    ).toBeInTheDocument();
  });

  it('opens for a signed-out diner holding the access code, sending it as a header', async () => {
    rememberReservationCode(41, 'secret-code');
    const sent = answerReservation(testReservation({ user_id: null }));
    renderPage('/reservations/41', null as unknown as typeof testUser);
    expect(await screen.findByText('Bestia')).toBeInTheDocument();
    expect(requestOf(sent, 0).headers?.get('X-Reservation-Code')).toBe('secret-code');
  });

  it('tells a guest what they booked, where the confirmation went and how to come back', async () => {
    rememberReservationCode(41, 'secret-code');
    answerReservation(
      testReservation({
        user_id: null,
        guest_name: 'Gail Guest',
        guest_email: 'gail@example.com',
        chat_notes: 'A high chair, please',
      }),
    );
    renderPage('/reservations/41', null as unknown as typeof testUser);
    expect(await screen.findByText('Gail Guest')).toBeInTheDocument();
    expect(screen.getByText('A high chair, please')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(213) 514-5724' })).toHaveAttribute(
      'href',
      'tel:2135145724',
    );
    expect(screen.getByRole('link', { name: /^Directions/ })).toHaveAttribute(
      'href',
      expect.stringContaining('destination=2121%20E%207th%20Pl'),
    );
    expect(
      screen.getByText(
        /We sent the confirmation to gail@example\.com\. To open this reservation again, use the link in that e-mail\./,
      ),
    ).toBeInTheDocument();
    // No sequential number to read how busy the product is.
    expect(screen.queryByText(/Reservation #/)).not.toBeInTheDocument();
  });

  it("opens for a signed-out guest from an e-mail's private link, then drops the code from the address", async () => {
    const sent = answerReservation(testReservation({ user_id: null }));
    function AddressBar() {
      return <output aria-label="address">{useLocation().search}</output>;
    }
    renderWithProviders(
      <>
        <Routes>
          <Route element={<ReservationAccess />}>
            <Route path="/reservations/:reservationId" element={<ReservationPage />} />
          </Route>
        </Routes>
        <AddressBar />
      </>,
      { route: '/reservations/41?code=from-the-email', user: null },
    );
    expect(await screen.findByText('Bestia')).toBeInTheDocument();
    expect(requestOf(sent, 0).headers?.get('X-Reservation-Code')).toBe('from-the-email');
    expect(reservationCode(41)).toBe('from-the-email');
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(/^$/));
  });

  it('tells a signed-out diner without a code how to get in, without asking the API', async () => {
    renderPage('/reservations/41', null as unknown as typeof testUser);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to see this reservation' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/open the link in your confirmation e-mail/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(requestsSent()).toEqual([]);
  });
});
