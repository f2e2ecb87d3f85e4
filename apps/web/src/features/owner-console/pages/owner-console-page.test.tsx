import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadLanguage } from '@/i18n/i18n';
import { saveToken } from '@/lib/token-storage';
import { answerRoutes, json, requestsSent, type Route } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import {
  booked,
  callsTo,
  conflict,
  dayBook,
  ownedRestaurant,
  ownerUser,
} from '../test/owner-console-fixtures';
import { OwnerConsolePage } from './owner-console-page';

const RESTAURANTS = '/api/owner/restaurants';
const BOOK = '/api/owner/restaurants/12/book';
const CONFLICTS = '/api/owner/restaurants/12/conflicts';

// 11:05 in Los Angeles on July 1st: the restaurant's today is 2026-07-01.
const NOW = new Date('2026-07-01T18:05:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  saveToken('owner-token', '2099-01-01T00:00:00.000Z');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Routes = Record<string, Route>;

/** The console of Bestia over `routes` (an owner with the one restaurant unless told). */
function renderConsole(routes: Routes = {}, route = '/business/dashboard') {
  const sent = answerRoutes({
    [`GET ${RESTAURANTS}`]: () =>
      json({ restaurants: [ownedRestaurant(12, { pending_callbacks: 2 })] }),
    [`GET ${BOOK}`]: () => json(dayBook()),
    [`GET ${CONFLICTS}`]: () => json({ conflicts: [] }),
    'GET /api/owner/restaurants/:id/notify-demand': () => json({ days: [] }),
    ...routes,
  });
  const view = renderWithProviders(<OwnerConsolePage />, { user: ownerUser, route });
  return { sent, ...view };
}

const waitingRequests = () =>
  dayBook({
    callbacks: [
      booked(21, {
        status: 'pending_callback',
        guest_name: 'Lucía Romero',
        requested_at: '2026-07-01T18:00:00.000Z',
        local_date: '2026-07-03',
        local_time: '20:30',
        party_size: 2,
        contact_method: 'phone',
      }),
      booked(20, {
        status: 'pending_callback',
        guest_name: 'Omar Haddad',
        requested_at: '2026-07-01T17:40:00.000Z',
        party_size: 6,
        chat_notes: 'A high chair, please. Birthday dinner.',
      }),
    ],
  });

const callbackCards = async () => {
  const section = await screen.findByRole('region', { name: /Callback requests/ });
  return within(section).findAllByRole('article');
};

describe('the owner console', () => {
  it('lists the callback requests oldest first, each with its timer, phone link and notes', async () => {
    renderConsole({ [`GET ${BOOK}`]: () => json(waitingRequests()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestia' })).toBeInTheDocument();
    const [first, second] = await callbackCards();

    expect(within(first!).getByRole('heading', { name: 'Omar Haddad' })).toBeInTheDocument();
    expect(within(first!).getByRole('timer')).toHaveTextContent('Overdue by 10 min');
    expect(first).toHaveTextContent('Wed, Jul 1 at 7:00 PM');
    expect(first).toHaveTextContent('6 guests');
    expect(first).toHaveTextContent('A high chair, please. Birthday dinner.');
    const phone = within(first!).getByRole('link', { name: 'Call Omar Haddad: (213) 555-0101' });
    expect(phone).toHaveAttribute('href', 'tel:2135550101');

    expect(within(second!).getByRole('heading', { name: 'Lucía Romero' })).toBeInTheDocument();
    expect(within(second!).getByRole('timer')).toHaveTextContent('10:00 left to call');
    expect(second).toHaveTextContent('Fri, Jul 3 at 8:30 PM');
    expect(screen.getByText('2 guests waiting')).toBeInTheDocument();
  });

  it('confirms a request with the owner’s token, then refreshes the lists', async () => {
    let decided = false;
    const { sent } = renderConsole({
      [`GET ${BOOK}`]: () =>
        json(decided ? dayBook() : dayBook({ callbacks: waitingRequests().callbacks })),
      'POST /api/owner/reservations/20/callback': () => {
        decided = true;
        return json(booked(20, { status: 'confirmed', guest_name: 'Omar Haddad' }));
      },
    });
    const [first] = await callbackCards();
    fireEvent.click(within(first!).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      "Omar Haddad's reservation is confirmed.",
    );
    const [call] = callsTo(sent, 'POST', '/api/owner/reservations/20/callback');
    expect(call?.body).toEqual({ decision: 'confirm' });
    expect(call?.headers.get('Authorization')).toBe('Bearer owner-token');
    await waitFor(() =>
      expect(screen.getByText('No guests are waiting for a call.')).toBeInTheDocument(),
    );
    expect(callsTo(sent, 'GET', RESTAURANTS).length).toBeGreaterThan(1);
  });

  it('asks for a reason before declining, with the shared message, then sends it', async () => {
    const { sent } = renderConsole({
      [`GET ${BOOK}`]: () => json(waitingRequests()),
      'POST /api/owner/reservations/21/callback': () =>
        json(booked(21, { status: 'declined', guest_name: 'Lucía Romero' })),
    });
    const [, second] = await callbackCards();
    fireEvent.click(within(second!).getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this request?' });
    expect(dialog).toHaveAccessibleDescription(
      'Lucía Romero will be told by e-mail, with your reason.',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await within(dialog).findByText('Please give the guest a reason')).toBeInTheDocument();
    const reason = within(dialog).getByLabelText('Reason for the guest');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(sent, 'POST', '/api/owner/reservations/21/callback')).toEqual([]);

    fireEvent.change(reason, { target: { value: 'x'.repeat(301) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(
      await within(dialog).findByText('The reason must be at most 300 characters'),
    ).toBeInTheDocument();

    fireEvent.change(reason, { target: { value: 'Fully booked at 8:30, sorry!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(sent, 'POST', '/api/owner/reservations/21/callback')[0]?.body).toEqual({
      decision: 'decline',
      reason: 'Fully booked at 8:30, sorry!',
    });
    expect(screen.getByRole('status')).toHaveTextContent("Lucía Romero's request was declined.");
  });

  it('keeps the dialog open with the API’s translated refusal', async () => {
    renderConsole({
      [`GET ${BOOK}`]: () => json(waitingRequests()),
      'POST /api/owner/reservations/20/callback': () =>
        json(
          {
            errors: ['reservation: Only a callback request can be confirmed or declined'],
            details: [{ field: 'reservation', code: 'ownerConsole.notCallback' }],
          },
          409,
        ),
    });
    const [first] = await callbackCards();
    fireEvent.click(within(first!).getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason for the guest'), {
      target: { value: 'Closed for a private event' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only a callback request can be confirmed or declined',
    );
  });

  it('shows the day by time, offers Seated, Completed and No-show once a party’s time has come, and Cancel before', async () => {
    const { sent } = renderConsole({
      [`GET ${BOOK}`]: () =>
        json(
          dayBook({
            reservations: [
              booked(1, { guest_name: 'Ana Díaz', local_time: '10:30', started: true }),
              booked(2, {
                guest_name: 'Ben Cole',
                local_time: '11:00',
                status: 'seated',
                started: true,
              }),
              booked(3, { guest_name: 'Cleo Park', local_time: '19:00', chat_notes: 'Window' }),
              booked(4, {
                guest_name: 'Dan Roe',
                local_time: '09:30',
                status: 'cancelled',
                started: true,
              }),
            ],
          }),
        ),
      'POST /api/owner/reservations/1/outcome': () =>
        json(booked(1, { status: 'seated', started: true })),
    });
    const book = await screen.findByRole('region', { name: "The day's book" });
    expect(book).toHaveTextContent('Wednesday, July 1, 2026');
    const rows = await within(book).findAllByRole('article');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Ana Díaz',
      'Ben Cole',
      'Cleo Park',
      'Dan Roe',
    ]);
    expect(book).toHaveTextContent('3 reservations');
    expect(book).toHaveTextContent('12 covers');

    const [started, seated, later, cancelled] = rows;
    expect(within(started!).getByText('Confirmed')).toBeInTheDocument();
    const buttons = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons(started!)).toEqual(['Seated', 'Completed', 'No-show']);
    expect(buttons(seated!)).toEqual(['Completed', 'No-show']);
    expect(buttons(later!)).toEqual(['Cancel reservation']);
    expect(buttons(cancelled!)).toEqual([]);
    expect(later).toHaveTextContent('Window');

    fireEvent.click(within(started!).getByRole('button', { name: 'Seated' }));
    await waitFor(() =>
      expect(callsTo(sent, 'POST', '/api/owner/reservations/1/outcome')[0]?.body).toEqual({
        outcome: 'seated',
      }),
    );
  });

  it('moves between days on the restaurant’s calendar', async () => {
    const { sent } = renderConsole();
    const book = await screen.findByRole('region', { name: "The day's book" });
    expect(callsTo(sent, 'GET', BOOK)[0]?.url.searchParams.get('date')).toBe('2026-07-01');
    fireEvent.click(within(book).getByRole('button', { name: 'Next day' }));
    await waitFor(() =>
      expect(callsTo(sent, 'GET', BOOK).at(-1)?.url.searchParams.get('date')).toBe('2026-07-02'),
    );
    expect(within(book).getByLabelText('Date')).toHaveValue('2026-07-02');
    fireEvent.click(within(book).getByRole('button', { name: 'Today' }));
    expect(within(book).getByLabelText('Date')).toHaveValue('2026-07-01');
  });

  it('shows covers against capacity for the open slots only', async () => {
    renderConsole();
    const slots = await screen.findByRole('region', { name: 'Covers by time' });
    const items = await within(slots).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('5:00 PM');
    expect(items[0]).toHaveTextContent('12 of 40 covers');
    expect(items[1]).toHaveTextContent('Full');
  });

  it('lists the bookings an edit left without a table, with the reason', async () => {
    renderConsole({
      [`GET ${CONFLICTS}`]: () =>
        json({
          conflicts: [
            conflict(booked(7, { guest_name: 'Eva Lin', local_date: '2026-07-04' }), 'closed'),
            conflict(
              booked(8, { guest_name: 'Fay Wu', table_ids: [], table_labels: [] }),
              'no_table',
            ),
            conflict(booked(9, { guest_name: 'Gil Sato', party_size: 8 }), 'table_too_small'),
          ],
        }),
    });
    const panel = await screen.findByRole('region', { name: /Needs attention/ });
    const [closed, noTable, tooSmall] = within(panel)
      .getAllByText(/^(Now outside|No table|Its table)/)
      .map((reason) => reason.closest('li'));
    expect(closed).toHaveTextContent('Now outside your opening hours');
    expect(closed).toHaveTextContent('Sat, Jul 4 at 7:00 PM, Eva Lin');
    expect(noTable).toHaveTextContent('No table could take this party');
    expect(noTable).toHaveTextContent('Fay Wu');
    expect(tooSmall).toHaveTextContent('Its table no longer seats this party');
    expect(tooSmall).toHaveTextContent('Gil Sato');
  });

  it('cancels a booking that no longer fits, with a reason the guest reads, and says so', async () => {
    let cancelled = false;
    const { sent } = renderConsole({
      [`GET ${CONFLICTS}`]: () =>
        json({
          conflicts: cancelled ? [] : [conflict(booked(8, { guest_name: 'Fay Wu' }), 'closed')],
        }),
      'POST /api/owner/reservations/8/cancel': () => {
        cancelled = true;
        return json(booked(8, { status: 'cancelled', decline_reason: 'Closed early' }));
      },
    });
    const panel = await screen.findByRole('region', { name: /Needs attention/ });
    const cancel = within(panel).getByRole('button', { name: 'Cancel reservation' });
    expect(cancel).toHaveAccessibleDescription(/Fay Wu/);
    fireEvent.click(cancel);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this reservation?' });
    expect(dialog).toHaveAccessibleDescription(
      'Fay Wu will be told by e-mail, with your reason. The table becomes free for other guests.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    expect(await within(dialog).findByText('Please give the guest a reason')).toBeInTheDocument();
    expect(callsTo(sent, 'POST', '/api/owner/reservations/8/cancel')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason for the guest'), {
      target: { value: 'Closed early' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(sent, 'POST', '/api/owner/reservations/8/cancel')[0]?.body).toEqual({
      reason: 'Closed early',
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      "Fay Wu's reservation is cancelled. They will get an e-mail with your reason.",
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Needs attention/ })).not.toBeInTheDocument(),
    );
  });

  it("keeps the cancel dialog open with the API's refusal, and shows a cancelled booking's reason", async () => {
    renderConsole({
      [`GET ${BOOK}`]: () =>
        json(
          dayBook({
            reservations: [
              booked(5, { guest_name: 'Gil Roy', local_time: '20:00' }),
              booked(6, {
                guest_name: 'Hana Ito',
                status: 'cancelled',
                decline_reason: 'A power cut',
              }),
            ],
          }),
        ),
      'POST /api/owner/reservations/5/cancel': () =>
        json(
          {
            errors: ['reservation: A reservation whose time has come cannot be cancelled'],
            details: [{ field: 'reservation', code: 'ownerConsole.cancelStarted' }],
          },
          409,
        ),
    });
    const book = await screen.findByRole('region', { name: "The day's book" });
    const [open, gone] = await within(book).findAllByRole('article');
    expect(gone).toHaveTextContent('Cancelled: A power cut');
    fireEvent.click(within(open!).getByRole('button', { name: 'Cancel reservation' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason for the guest'), {
      target: { value: 'Kitchen closed' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A reservation whose time has come cannot be cancelled',
    );
  });

  it('hides the attention panel when nothing conflicts', async () => {
    renderConsole();
    await screen.findByRole('region', { name: "The day's book" });
    expect(screen.queryByRole('region', { name: /Needs attention/ })).not.toBeInTheDocument();
  });

  it("exports a range as CSV, and shows the API's message for a refused range", async () => {
    let refuse = true;
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { sent } = renderConsole({
      'GET /api/owner/restaurants/12/reservations.csv': () =>
        refuse
          ? json(
              {
                errors: ['to: Export at most 92 days at a time'],
                details: [{ field: 'to', code: 'ownerConsole.rangeTooLong', params: { days: 92 } }],
              },
              400,
            )
          : new Response('reservation_id,date\n1,2026-07-01\n', {
              headers: { 'content-type': 'text/csv; charset=utf-8' },
            }),
    });
    const panel = await screen.findByRole('region', { name: 'Export reservations' });
    expect(within(panel).getByLabelText('From')).toHaveValue('2026-07-01');
    expect(within(panel).getByLabelText('To')).toHaveValue('2026-07-07');
    fireEvent.click(within(panel).getByRole('button', { name: 'Download CSV' }));

    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('The file could not be exported');
    expect(alert).toHaveTextContent('Export at most 92 days at a time');
    expect(click).not.toHaveBeenCalled();

    refuse = false;
    fireEvent.change(within(panel).getByLabelText('To'), { target: { value: '2026-07-31' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Download CSV' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Your file is downloading.');
    expect(click).toHaveBeenCalledTimes(1);
    const calls = callsTo(sent, 'GET', '/api/owner/restaurants/12/reservations.csv');
    expect(Object.fromEntries(calls.at(-1)!.url.searchParams)).toEqual({
      from: '2026-07-01',
      to: '2026-07-31',
    });
    expect(calls.at(-1)?.headers.get('Authorization')).toBe('Bearer owner-token');
  });

  it('checks the range with the shared schema before asking', async () => {
    const { sent } = renderConsole();
    const panel = await screen.findByRole('region', { name: 'Export reservations' });
    fireEvent.change(within(panel).getByLabelText('To'), { target: { value: '2026-06-01' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Download CSV' }));
    expect(
      await within(panel).findByText('The end date must not be before the start date'),
    ).toBeInTheDocument();
    expect(callsTo(sent, 'GET', '/api/owner/restaurants/12/reservations.csv')).toEqual([]);
  });

  it('switches restaurants with the picker, whose badges count the waiting requests', async () => {
    const { sent } = renderConsole({
      [`GET ${RESTAURANTS}`]: () =>
        json({
          restaurants: [
            ownedRestaurant(12, { pending_callbacks: 3 }),
            ownedRestaurant(14, { name: 'Kato' }),
          ],
        }),
      'GET /api/owner/restaurants/14/book': () =>
        json(dayBook({ restaurant: ownedRestaurant(14, { name: 'Kato' }) })),
      'GET /api/owner/restaurants/14/conflicts': () => json({ conflicts: [] }),
    });
    const picker = await screen.findByRole('navigation', { name: 'Your restaurants' });
    const bestia = within(picker).getByRole('button', {
      name: 'Bestia 3 callback requests waiting',
    });
    expect(bestia).toHaveAttribute('aria-current', 'true');
    fireEvent.click(within(picker).getByRole('button', { name: 'Kato' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kato' })).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(sent, 'GET', '/api/owner/restaurants/14/book')).toHaveLength(1),
    );
  });

  it("edits the listing with the admin's form and tools, then checks conflicts again", async () => {
    const { testRestaurant } = await import('@/test/test-restaurant');
    const { sent } = renderConsole({
      'GET /api/restaurants/12': () => json(testRestaurant()),
      'GET /api/restaurants/12/business-email': () =>
        json({ business_email: 'orders@bestia.example' }),
      'PUT /api/restaurants/12': () => json(testRestaurant({ dress_code: 'Casual' })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bestia' }, { timeout: 5000 });
    const dressCode = await within(dialog).findByLabelText('Dress code');
    // The owner has the administrator's tools for their own listing: business e-mail, hours, gallery.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Business e-mail')).toHaveValue('orders@bestia.example'),
    );
    expect(within(dialog).getByLabelText('Monday opens')).toHaveValue('17:00');
    expect(within(dialog).getByRole('button', { name: 'Upload image' })).toBeInTheDocument();
    const conflictChecks = callsTo(sent, 'GET', CONFLICTS).length;

    fireEvent.change(dressCode, { target: { value: 'Casual' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(callsTo(sent, 'GET', CONFLICTS).length).toBeGreaterThan(conflictChecks),
    );
    const [put] = callsTo(sent, 'PUT', '/api/restaurants/12');
    expect(put?.body).toMatchObject({
      dress_code: 'Casual',
      business_email: 'orders@bestia.example',
    });
    // Seating is the floor page's: the listing's edit no longer sends it.
    expect(put?.body).not.toHaveProperty('capacity_per_slot');
  });
});

describe('who sees the console', () => {
  it('asks a signed-out visitor to sign in', () => {
    renderWithProviders(<OwnerConsolePage />, { user: null, route: '/business/dashboard' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign in to manage your restaurant' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(requestsSent()).toEqual([]);
  });

  it('sends an owner without restaurants to claim a listing', async () => {
    renderConsole({ [`GET ${RESTAURANTS}`]: () => json({ restaurants: [] }) });
    expect(
      await screen.findByRole('heading', { name: "You don't manage a restaurant yet" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim your listing' })).toHaveAttribute(
      'href',
      '/business/get-started',
    );
  });

  it('says plainly when the API refuses the account', async () => {
    renderConsole({
      [`GET ${RESTAURANTS}`]: () => json({ restaurants: [ownedRestaurant()] }),
      [`GET ${BOOK}`]: () =>
        json(
          {
            errors: ['auth: Only the restaurant owner can do this'],
            details: [{ field: 'auth', code: 'auth.ownersOnly' }],
          },
          403,
        ),
    });
    const book = await screen.findByRole('region', { name: "The day's book" });
    expect(await within(book).findByRole('alert')).toHaveTextContent(
      "Only this restaurant's owners and administrators can see or change this.",
    );
  });

  it('speaks Spanish', async () => {
    await loadLanguage('es');
    try {
      renderConsole({ [`GET ${BOOK}`]: () => json(waitingRequests()) });
      expect(
        await screen.findByRole('heading', { level: 2, name: /Solicitudes de llamada/ }),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Reservas del día' })).toBeInTheDocument();
      expect(await screen.findByText('Retraso de 10 min')).toBeInTheDocument();
      expect(screen.getByText('Consola del restaurante')).toBeInTheDocument();
    } finally {
      await loadLanguage('en');
    }
  });
});
