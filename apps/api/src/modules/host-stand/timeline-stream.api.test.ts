/**
 * The live timeline over HTTP: the current timeline first, a booking made through the public
 * booking route in a following event within a second, a diner's cancellation taking it away;
 * a stream never carries another restaurant's events; refused before it starts to anyone but
 * the restaurant's owners and administrators; ended with a reconnect hint when the app closes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, type Timeline } from '@tablefor/shared';
import { signedUpAdmin, signedUpUser } from '../../test/factories.ts';
import { createRestaurant, nextWeekday } from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { book, bookingBody } from '../reservations/reservation-test-helpers.ts';
import {
  listening,
  openTimelineStream,
  TWO_ROOMS,
  type TimelineStream,
  ownedRestaurant,
} from './host-stand-test-helpers.ts';

let t: TestApp;
let baseUrl: string;
const streams: TimelineStream[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listening(t);
}, 60_000);
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

const DAY = nextWeekday(4);
const withId = (id: number) => (timeline: Timeline) =>
  timeline.reservations.some((reservation) => reservation.id === id);

async function stream(restaurantId: number, headers: Record<string, string>) {
  const opened = await openTimelineStream(baseUrl, restaurantId, DAY, headers);
  streams.push(opened);
  return opened;
}

describe('GET /api/owner/restaurants/:id/timeline/stream', () => {
  it('sends the timeline, then each booking within a second, then its cancellation', async () => {
    const { owner, restaurant } = await ownedRestaurant(t);
    const diner = await signedUpUser(t);
    const live = await stream(restaurant.id, owner.headers);
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(live.headers.get('x-accel-buffering')).toBe('no');
    const first = await live.next();
    expect(first).toMatchObject({ date: DAY, restaurant: { id: restaurant.id }, reservations: [] });
    expect(first.tables).toHaveLength(4);

    const booked = await book(t, restaurant.id, bookingBody(DAY, '19:00'), diner.headers);
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json<{ id: number }>().id;
    const since = Date.now();
    const withBooking = await live.until(withId(id), 1_000);
    expect(Date.now() - since).toBeLessThan(1_000);
    expect(withBooking.reservations.find((r) => r.id === id)).toMatchObject({
      local_time: '19:00',
      table_labels: ['A1'],
    });

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/reservations/${id}`,
      headers: diner.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await live.until((timeline) => !withId(id)(timeline), 1_000);
  });

  it("never carries another restaurant's events or guests", async () => {
    const a = await ownedRestaurant(t);
    const b = await ownedRestaurant(t);
    const diner = await signedUpUser(t);
    const live = await stream(a.restaurant.id, a.owner.headers);
    await live.next();

    const theirs = await book(
      t,
      b.restaurant.id,
      bookingBody(DAY, '19:00', { guest_name: 'Bea Elsewhere' }),
      diner.headers,
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
    await expect(live.next(400)).rejects.toThrow('no timeline event in time');

    const ours = await book(t, a.restaurant.id, bookingBody(DAY, '20:00'), diner.headers);
    expect(ours.statusCode, ours.body).toBe(201);
    const timeline = await live.until(withId(ours.json<{ id: number }>().id));
    expect(timeline.restaurant.id).toBe(a.restaurant.id);
    expect(JSON.stringify(timeline)).not.toContain('Bea Elsewhere');
    expect(timeline.reservations.map((r) => r.id)).not.toContain(theirs.json<{ id: number }>().id);
  });

  it('is refused before it starts: 403 to another owner, 401 signed out, 200 to an administrator', async () => {
    const { restaurant } = await ownedRestaurant(t);
    const other = await ownedRestaurant(t);
    const admin = await signedUpAdmin(t);
    const url = `${baseUrl}/api/owner/restaurants/${restaurant.id}/timeline/stream?date=${DAY}`;

    const refused = await fetch(url, { headers: other.owner.headers });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await refused.json()) as { errors: string[] }).errors).toEqual([
      `auth: ${authMessages.ownersOnly}`,
    ]);
    const anonymous = await fetch(url);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { errors: string[] }).errors.length).toBeGreaterThan(0);

    const watched = await stream(restaurant.id, admin.headers);
    expect(watched.status).toBe(200);
    expect((await watched.next()).restaurant.id).toBe(restaurant.id);
  });

  it('refuses a bad date with 400 before it starts', async () => {
    const { owner, restaurant } = await ownedRestaurant(t);
    const res = await fetch(
      `${baseUrl}/api/owner/restaurants/${restaurant.id}/timeline/stream?date=2026-13-40`,
      { headers: owner.headers },
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: string[] }).errors.length).toBeGreaterThan(0);
  });
});

describe('closing the app', () => {
  it('ends its open streams with a reconnect hint, counting them while open', async () => {
    const metricsToken = 'metrics-token-for-the-tests';
    const own = await createTestApp({ env: { METRICS_TOKEN: metricsToken } });
    const address = await listening(own);
    const openStreams = async () => {
      const res = await fetch(`${address}/api/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      return /^tablefor_sse_connections (\d+)$/m.exec(await res.text())?.[1];
    };
    const owner = await signedUpUser(own);
    const restaurant = await createRestaurant(own.db, { owner_id: owner.id, floor: TWO_ROOMS });
    expect(await openStreams()).toBe('0');
    const res = await fetch(
      `${address}/api/owner/restaurants/${restaurant.id}/timeline/stream?date=${DAY}`,
      { headers: owner.headers },
    );
    const reader = res.body!.getReader();
    await reader.read();
    expect(await openStreams()).toBe('1');
    const closing = Date.now();
    await own.close();
    expect(Date.now() - closing).toBeLessThan(5_000);
    let rest = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += new TextDecoder().decode(value);
    }
    // SSE's `retry:` field: come back after 1 to 3 s (to another process, or this one restarted).
    const retry = Number(/^retry: (\d+)$/m.exec(rest)?.[1]);
    expect(retry).toBeGreaterThanOrEqual(1000);
    expect(retry).toBeLessThan(3000);
  });
});
