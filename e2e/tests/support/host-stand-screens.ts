/**
 * A busy evening for the host stand's screenshots: the owner's real restaurant and floor, with
 * reservations around the restaurant's current time, answered in place of the timeline's API (and
 * its stream, kept open in the page) so the pictures show a full service whatever the hour.
 */
import type { APIRequestContext, Page } from '@playwright/test';

type Table = { id: number; label: string; area_id: number; min_covers: number; max_covers: number };
type Floor = {
  areas: { id: number; name: string }[];
  tables: Table[];
  combinations: unknown[];
  turn_times: unknown[];
};

const ZONE = 'America/Los_Angeles';
const GUESTS = [
  'Emma Wilson',
  'Liam Chen',
  'Sofía Navarro',
  'Noah Park',
  'Ava Johnson',
  'Mateo Ruiz',
  'Olivia Brown',
  'Lucas Martin',
  'Mia Rossi',
  'Ethan Clark',
  'Isabella Díaz',
  'James Lee',
];

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor((minutes / 60) % 24))}:${pad(minutes % 60)}`;

function localNow(): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

export async function busyTimeline(
  request: APIRequestContext,
  restaurantId: number,
  token: string,
) {
  const headers = { Authorization: `Bearer ${token}` };
  const floor = (await (
    await request.get(`/api/owner/restaurants/${restaurantId}/floor`, { headers })
  ).json()) as Floor;
  const { restaurants } = (await (
    await request.get('/api/owner/restaurants', { headers })
  ).json()) as { restaurants: { id: number }[] };
  const restaurant = restaurants.find((r) => r.id === restaurantId);
  const { date, minutes } = localNow();
  const nowMs = Date.now();
  const slot = Math.floor(minutes / 15) * 15;
  const instant = (at: number) => new Date(nowMs + (at - minutes) * 60_000).toISOString();
  // Starts relative to now, per table: earlier parties done or seated, later ones booked.
  const plan = [
    [-150, 'completed', 90],
    [-60, 'seated', 120],
    [30, 'confirmed', 90],
    [-120, 'completed', 90],
    [-25, 'confirmed', 90],
    [60, 'pending_callback', 90],
    [-90, 'no_show', 90],
    [0, 'seated', 90],
    [105, 'confirmed', 120],
    [-45, 'seated', 120],
    [90, 'confirmed', 90],
  ] as const;
  const reservations = plan.map(([offset, status, length], i) => {
    const table = floor.tables[i % floor.tables.length] as Table;
    const start = slot + offset;
    const party = Math.max(table.min_covers, Math.min(table.max_covers, 2 + (i % 3)));
    return {
      id: 9000 + i,
      reservation_time: instant(start),
      local_date: date,
      local_time: clock(start),
      requested_at: instant(start - 1440),
      party_size: party,
      status,
      guest_name: i === 7 ? '' : (GUESTS[i] ?? 'Guest'),
      email: i === 7 ? null : `guest${i}@example.com`,
      phone_number: '2135550101',
      contact_method: status === 'pending_callback' ? 'phone' : 'chat',
      chat_notes: i === 1 ? 'Window seat, a birthday' : null,
      booked_by_account: true,
      decline_reason: null,
      started: offset <= 0,
      table_ids: [table.id],
      table_labels: [table.label],
      ends_at: instant(start + length),
      end_local_time: clock(start + length),
      walk_in: i === 7,
      visits: i === 1 ? 3 : i % 4,
      no_shows: i === 3 ? 1 : 0,
    };
  });
  return {
    restaurant,
    date,
    now: new Date(nowMs).toISOString(),
    service: [
      {
        opens: clock(Math.max(slot - 180, 0) - (slot % 60)),
        closes: `${pad(Math.floor((slot + 240) / 60))}:00`,
      },
    ],
    areas: floor.areas,
    tables: floor.tables,
    combinations: floor.combinations,
    turn_times: floor.turn_times,
    reservations: reservations.sort((a, b) => a.reservation_time.localeCompare(b.reservation_time)),
  };
}

/** Answers the timeline and keeps its stream open with one frame, as the live API would. */
export async function serveTimeline(page: Page, timeline: object) {
  await page.route('**/api/owner/restaurants/*/timeline?*', (route) =>
    route.fulfill({ json: timeline }),
  );
  await page.addInitScript((frame) => {
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (!String(input).includes('/timeline/stream')) return original(input, init);
      const body = new ReadableStream<Uint8Array>({
        start: (controller) =>
          controller.enqueue(new TextEncoder().encode(`event: timeline\ndata: ${frame}\n\n`)),
      });
      return Promise.resolve(
        new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
      );
    };
  }, JSON.stringify(timeline));
}
