import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKABLE_TIMES, messageText, reservationCodes, type User } from '@tablefor/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { jsonResponse, renderWithProviders, testUser } from '@/test/render';
import { reservationCode } from '@/lib/reservation-codes';
import { facetsStale, seedQuickBookLists, staleQuickBookLists } from '@/test/quick-book-lists';
import { postedBody, stubBookingApi, testCreated } from '../test/booking-fixtures';
import { choiceError } from '../hooks/use-reservation-choice';
import { BookingPage } from './booking-page';
import { answer as answerRequest } from '@/test/msw';
import { testRestaurant } from '@/test/test-restaurant';

const NO_PREFERENCES = {
  dietary: [],
  dietary_note: '',
  seating: 'no_preference',
  reminder_emails: true,
  language: 'en',
};

// 12:00 noon in Los Angeles on Friday 10 July 2026.
const NOW = new Date('2026-07-10T19:00:00Z');
const DATE = '2026-07-12';

function ReservationProbe() {
  const location = useLocation();
  return <p>{`reservation ${location.pathname}`}</p>;
}

async function renderPage(
  search = `?date=${DATE}&time=19:00&partySize=4`,
  user: User | null = testUser,
) {
  // The form reads a signed-in diner's preferences: none set here.
  answerRequest('get', '/api/users/:userId/preferences', NO_PREFERENCES);
  const result = renderWithProviders(
    <Routes>
      <Route path="/restaurants/:restaurantId/reservations" element={<BookingPage />} />
      <Route path="/reservations/:reservationId" element={<ReservationProbe />} />
    </Routes>,
    { route: `/restaurants/12/reservations${search}`, user },
  );
  await tick();
  return result;
}

/** Lets timers and answered fetches run. */
const tick = (ms = 50) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Longer than the bot's longest typing pause (2.5 s). */
const botReply = () => tick(2600);

async function answer(text: string) {
  fireEvent.change(screen.getByLabelText('Your message'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await botReply();
}

async function openChoice() {
  fireEvent.click(screen.getByRole('button', { name: 'Reserve this table' }));
  await tick();
  return screen.getByRole('dialog', { name: 'How would you like to confirm?' });
}

beforeEach(() => {
  vi.useFakeTimers({
    now: NOW,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});
afterEach(() => vi.useRealTimers());

describe('BookingPage', () => {
  it('shows the restaurant, the choice from the URL and the day availability', async () => {
    stubBookingApi();
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Bestia', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('2121 E 7th Pl, Los Angeles, CA 90021')).toBeInTheDocument();
    expect(screen.getByLabelText('Party size')).toHaveValue('4');
    expect(screen.getByLabelText('Date')).toHaveValue(DATE);
    expect(screen.getByLabelText('Time')).toHaveValue('19:00');

    const slots = screen.getByRole('list', { name: /Times on Sun, Jul 12 for 4 people/ });
    expect(within(slots).getAllByRole('button')).toHaveLength(25);
    expect(within(slots).getByRole('button', { name: '7:00 PM' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(slots).getByRole('button', { name: '6:00 PM, fully booked' })).toBeDisabled();

    fireEvent.click(within(slots).getByRole('button', { name: '8:30 PM' }));
    expect(screen.getByLabelText('Time')).toHaveValue('20:30');
  });

  it('starts at today, 5:00 PM and 2 people without URL values, within six months', async () => {
    stubBookingApi();
    await renderPage('');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-07-10');
    expect(screen.getByLabelText('Date')).toHaveAttribute('min', '2026-07-10');
    expect(screen.getByLabelText('Date')).toHaveAttribute('max', '2027-01-10');
    expect(screen.getByLabelText('Time')).toHaveValue('17:00');
    expect(screen.getByLabelText('Party size')).toHaveValue('2');
    expect(screen.getAllByRole('option', { name: /people|person/ })).toHaveLength(20);
    expect(screen.getByRole('option', { name: '10:00 AM' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '10:00 PM' })).toBeInTheDocument();
  });

  it("says 'Please select a date' for an empty date", async () => {
    stubBookingApi();
    await renderPage();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reserve this table' }));
    expect(screen.getByText('Please select a date')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Please select a future time' for a time already past at the restaurant", async () => {
    stubBookingApi();
    await renderPage('?date=2026-07-10&time=11:30&partySize=2');
    fireEvent.click(screen.getByRole('button', { name: 'Reserve this table' }));
    expect(screen.getByText('Please select a future time')).toBeInTheDocument();
    // The message clears when the time changes.
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '19:00' } });
    expect(screen.queryByText('Please select a future time')).not.toBeInTheDocument();
  });

  it('will not book a time the day shows as fully booked', async () => {
    stubBookingApi();
    await renderPage(`?date=${DATE}&time=18:00&partySize=2`);
    fireEvent.click(screen.getByRole('button', { name: 'Reserve this table' }));
    expect(screen.getByText('That time is not available')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves a default time the day cannot take to the nearest free one', async () => {
    stubBookingApi({ fullTimes: ['17:00'] });
    await renderPage(`?date=${DATE}&partySize=2`);
    await tick();
    expect(screen.getByLabelText('Time')).toHaveValue('17:30');
  });

  it('keeps a time the diner asked for, and says it is not available', async () => {
    stubBookingApi({ fullTimes: ['19:00'] });
    await renderPage(`?date=${DATE}&time=19:00&partySize=2`);
    await tick();
    expect(screen.getByLabelText('Time')).toHaveValue('19:00');
  });

  it('says the restaurant is closed that day instead of striking out every time', async () => {
    stubBookingApi({ fullTimes: [...BOOKABLE_TIMES] });
    const week = testRestaurant().opening_hours;
    answerRequest(
      'get',
      '/api/restaurants/12',
      testRestaurant({ opening_hours: { ...week, mon: [] } }),
    );
    await renderPage('?date=2026-07-13&time=19:00&partySize=2');
    await tick();
    expect(
      screen.getByText(/^Closed on Mon, Jul 13\. Please choose another day\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No tables are free/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reserve this table' })).toBeDisabled();
  });

  it('says so clearly when no table is free that day', async () => {
    stubBookingApi({ fullTimes: [...BOOKABLE_TIMES] });
    await renderPage();
    expect(
      screen.getByText(
        'No tables are free on this day for 4 people. Please try another date or party size.',
      ),
    ).toBeInTheDocument();
  });

  it('books through the chat without signing in and opens the reservation', async () => {
    const fetchSpy = stubBookingApi();
    await renderPage(undefined, null);
    const dialog = await openChoice();
    expect(within(dialog).getByRole('button', { name: /Phone Call/ })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /Chat/ }));
    expect(screen.getByRole('dialog', { name: 'Chat with us' })).toBeInTheDocument();
    expect(screen.getByText('The assistant is typing…')).toBeInTheDocument();
    await botReply();
    expect(
      screen.getByText(
        "Hi! I'm the booking assistant for Bestia. You're booking a table for 4 people on Sunday, July 12, 2026 at 7:00 PM.",
      ),
    ).toBeInTheDocument();

    await answer('yes');
    expect(
      screen.getByText('Great! What name should the reservation be under?'),
    ).toBeInTheDocument();
    await answer('Ana Diaz');
    await answer('ana-at-example');
    expect(screen.getByText("That doesn't look like a valid email address.")).toBeInTheDocument();
    await answer('ana@example.com');
    await answer('Nut allergy');
    await answer('none');
    expect(postedBody(fetchSpy)).toBeUndefined();
    await tick(2000);

    expect(postedBody(fetchSpy)).toEqual({
      party_size: 4,
      reservation_time: '2026-07-13 02:00:00',
      contact_method: 'chat',
      guest_name: 'Ana Diaz',
      guest_email: 'ana@example.com',
      chat_notes: 'Nut allergy',
    });
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(new Headers(post?.[1]?.headers).has('Authorization')).toBe(false);
    await tick();
    expect(screen.getByText('reservation /reservations/55')).toBeInTheDocument();
    expect(reservationCode(55)).toBe('secret-code');
  });

  it('requests a callback for a signed-in diner, prefilled from the session', async () => {
    const fetchSpy = stubBookingApi({
      book: () =>
        jsonResponse(
          testCreated({
            id: 56,
            user_id: testUser.id,
            status: 'pending_callback',
            contact_method: 'phone',
            access_code: undefined,
          }),
          201,
        ),
    });
    const { queryClient } = await renderPage();
    seedQuickBookLists(queryClient, testUser.id);
    const dialog = await openChoice();
    fireEvent.click(within(dialog).getByRole('button', { name: /Phone Call/ }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ana Diaz');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '5551234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request a call' }));
    await tick(1500);
    expect(postedBody(fetchSpy)).toMatchObject({
      contact_method: 'phone',
      phone_number: '5551234567',
      guest_name: 'Ana Diaz',
    });
    expect(screen.getByText('Callback requested')).toBeInTheDocument();
    // The cards' quick-book times (top-rated row, search results, saved list) refetch.
    expect(staleQuickBookLists(queryClient, testUser.id)).toEqual([true, true, true]);
    expect(facetsStale(queryClient)).toBe(false);
    await tick(2000);
    expect(screen.getByText('reservation /reservations/56')).toBeInTheDocument();
    expect(reservationCode(56)).toBeNull();
  });

  async function chatToTheEnd() {
    const dialog = await openChoice();
    fireEvent.click(within(dialog).getByRole('button', { name: /Chat/ }));
    await botReply();
    await answer('yes');
    await answer('nothing');
    await tick(2000);
    await tick();
  }

  it("closes the dialog and says 'Failed to create reservation. Please try again.' on failure", async () => {
    stubBookingApi({ book: () => jsonResponse({ errors: ['server: boom'] }, 500) });
    await renderPage();
    await chatToTheEnd();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Failed to create reservation. Please try again.')).toBeInTheDocument();
  });

  it('says why a refused booking was refused, from its code (429: too many held)', async () => {
    const code = reservationCodes.guestLimitHere;
    const reason = messageText(code, { max: 3 });
    stubBookingApi({
      book: () =>
        jsonResponse(
          {
            errors: [`guest_email: ${reason}`],
            details: [{ field: 'guest_email', code, params: { max: 3 } }],
          },
          429,
        ),
    });
    await renderPage();
    await chatToTheEnd();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
    expect(reason).toContain('already has 3 upcoming bookings at this restaurant');
    expect(screen.queryByText(/Failed to create reservation/)).not.toBeInTheDocument();
  });

  it('offers the free alternatives when the time was just taken (409)', async () => {
    stubBookingApi({
      book: () =>
        jsonResponse(
          {
            errors: ['reservation_time: That time is no longer available'],
            alternatives: [
              { date: DATE, time: '19:30' },
              { date: '2026-07-13', time: '19:00' },
            ],
          },
          409,
        ),
    });
    await renderPage();
    await chatToTheEnd();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('That time is no longer available')).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Choose Mon, Jul 13, 7:00 PM' }));
    expect(screen.getByLabelText('Date')).toHaveValue('2026-07-13');
    expect(screen.getByLabelText('Time')).toHaveValue('19:00');
    expect(screen.queryByText('That time is no longer available')).not.toBeInTheDocument();
  });
});

describe('choiceError', () => {
  const tz = 'America/Los_Angeles';
  const ok = { date: DATE, time: '19:00', partySize: 2 };
  it('checks party size, date, time and the past in that order', () => {
    expect(choiceError({ ...ok, partySize: 0 }, tz, undefined, NOW)).toBe('partySize');
    expect(choiceError({ ...ok, partySize: 21 }, tz, undefined, NOW)).toBe('partySize');
    expect(choiceError({ ...ok, date: '' }, tz, undefined, NOW)).toBe('date');
    expect(choiceError({ ...ok, date: '2027-01-11' }, tz, undefined, NOW)).toBe('date');
    expect(choiceError({ ...ok, time: '' }, tz, undefined, NOW)).toBe('time');
    expect(choiceError({ ...ok, time: '22:30' }, tz, undefined, NOW)).toBe('time');
    expect(choiceError({ ...ok, date: '2026-07-10', time: '12:00' }, tz, undefined, NOW)).toBe(
      'futureTime',
    );
    expect(
      choiceError({ ...ok, date: '2026-07-10', time: '12:30' }, tz, undefined, NOW),
    ).toBeNull();
    expect(choiceError(ok, tz, [{ time: '19:00', available: false }], NOW)).toBe('notAvailable');
  });
});
