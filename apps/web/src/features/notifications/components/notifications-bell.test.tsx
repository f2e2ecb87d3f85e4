import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Notification, NotificationPage } from '@tablefor/shared';
import { loadLanguage } from '@/i18n/i18n';
import { answer, answerWith, json } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { NotificationsBell } from './notifications-bell';

const LIST = `/api/users/${testUser.id}/notifications`;
const READ_ALL = `/api/users/${testUser.id}/notifications/read-all`;

afterEach(() => loadLanguage('en'));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function item(fields: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    kind: 'booking_confirmed',
    params: { restaurant: 'Bestia', date: '2026-12-04', time: '19:30', party_size: 4 },
    link: '/reservations/12',
    read: false,
    created_at: minutesAgo(5),
    ...fields,
  };
}

const page = (items: Notification[]): NotificationPage => ({
  items,
  unread: items.filter((entry) => !entry.read).length,
});

function renderBell() {
  return renderWithProviders(
    <>
      <NotificationsBell userId={testUser.id} />
      <Routes>
        <Route path="/" element={null} />
        <Route path="/reservations/:id" element={<p>Reservation page</p>} />
      </Routes>
    </>,
    { user: testUser },
  );
}

describe('the bell', () => {
  it('says how many are unread and lists them newest first, worded in English', async () => {
    answer(
      'get',
      LIST,
      page([
        item({
          id: 3,
          kind: 'booking_cancelled_by_restaurant',
          params: {
            restaurant: 'Bestia',
            date: '2026-12-04',
            time: '19:30',
            party_size: 4,
            reason: 'A private event',
          },
          created_at: minutesAgo(2),
        }),
        item({ id: 1, read: true, created_at: minutesAgo(60 * 24 * 10) }),
      ]),
    );
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(bell);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining(
        'Unread: Bestia cancelled your reservation on Fri, Dec 4 at 7:30 PM.Reason: A private event2 minutes ago',
      ),
      expect.stringMatching(
        /^Your table for 4 people at Bestia on Fri, Dec 4 at 7:30 PM is booked\./,
      ),
    ]);
    expect(links[0]).toHaveAttribute('href', '/reservations/12');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
  });

  it('marks one read as it opens, and the count goes', async () => {
    // The later handler answers first: the unread list once, then the read one.
    answer('get', LIST, page([item({ id: 9, read: true })]));
    answer('get', LIST, page([item({ id: 9 })]), { once: true });
    const read = answer('post', '/api/notifications/9/read', null, { status: 204 });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(screen.getByRole('link', { name: /is booked/ }));
    expect(await screen.findByText('Reservation page')).toBeInTheDocument();
    await vi.waitFor(() => expect(read).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it("'Mark all as read' marks them all", async () => {
    let marked = false;
    answerWith('get', LIST, () =>
      json(page([item({ id: 2, read: marked }), item({ id: 1, read: marked })])),
    );
    const all = answerWith('post', READ_ALL, () => {
      marked = true;
      return json(null, 204);
    });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await vi.waitFor(() => expect(all).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByText(/Unread:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it("'Show older' adds the page before the last one shown", async () => {
    const sent = answerWith('get', LIST, (request) =>
      request.url.searchParams.get('before') === '5'
        ? json(page([item({ id: 4, kind: 'reminder', read: true })]))
        : json({ ...page([item({ id: 6 }), item({ id: 5, read: true })]), next_before: 5 }),
    );
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(within(screen.getByRole('list')).getAllByRole('link')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await screen.findByText(/^Reminder: your table for 4 people/)).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    expect(sent.map((request) => request.url.search)).toEqual(['', '?before=5']);
  });

  it("keeps 'You're all caught up' when there is nothing", async () => {
    const sent = answer('get', LIST, page([]));
    renderBell();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
  });

  it('says so when the list cannot be read', async () => {
    answer('get', LIST, { errors: ['server: Something went wrong'] }, { status: 500 });
    renderBell();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your notifications could not be loaded.',
    );
  });

  it('speaks Spanish, with the 24-hour clock, a text per kind', async () => {
    await loadLanguage('es');
    answer(
      'get',
      LIST,
      page([
        item({ id: 4, kind: 'notify_offer', link: '/notify/8' }),
        item({ id: 3, kind: 'reminder', read: true }),
        item({ id: 2, kind: 'claim_approved', params: { restaurant: 'Bestia' }, read: true }),
      ]),
    );
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }));
    expect(
      screen.getByText(
        'Se liberó una mesa para 4 personas en Bestia el vie, 4 dic a las 19:30. Te la guardamos unos minutos.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Recordatorio: tu mesa para 4 personas en Bestia es el vie, 4 dic a las 19:30.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Se aprobó tu solicitud de Bestia: ya puedes gestionarlo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Se liberó/ })).toHaveAttribute('href', '/notify/8');
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeInTheDocument();
    expect(screen.getAllByText('hace 5 minutos')).toHaveLength(3);
  });
});
