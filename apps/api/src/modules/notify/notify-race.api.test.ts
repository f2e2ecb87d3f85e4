/**
 * Notify under load and across processes: twenty cancellations at once with twenty diners
 * waiting end with each freed table held for exactly one of them; several offering runs at once
 * (as several API processes' workers would run them) hold a table once; a restarted process finds
 * the hold where it was, and its expiry still lets the table go to the next diner.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema/index.ts';
import { buildApp } from '../../app.ts';
import { signedUpUser } from '../../test/factories.ts';
import { allAtOnce, outboxIds } from '../../test/race-checks.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { offerFreedTables } from './offer-freed-tables.ts';
import {
  cancelBooking,
  cancelRequest,
  eventually,
  expireOffer,
  fullRestaurant,
  NOTIFY_TEST_ENV,
  requestsOf,
  slotsAt,
  storedQueue,
  waitingRequest,
  type Diner,
} from './notify-test-helpers.ts';

const TABLES = 20;

describe('twenty cancellations at once, twenty diners waiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: NOTIFY_TEST_ENV });
  }, 60_000);
  afterAll(() => t.close());

  it('holds each freed table for exactly one request, and tells each diner once', async () => {
    const { restaurant, bookings } = await fullRestaurant(t, Array(TABLES).fill(2));
    const waiting: Diner[] = [];
    for (let i = 0; i < TABLES; i += 1) {
      const diner = await signedUpUser(t);
      await waitingRequest(t, restaurant.id, diner.headers, { from: '19:00', to: '19:00' });
      waiting.push(diner);
    }
    const cancelled = await allAtOnce(TABLES, (i) =>
      cancelBooking(t, bookings[i]!.reservation.id, bookings[i]!.diner.headers),
    );
    expect(cancelled.every((res) => res.statusCode === 200)).toBe(true);

    const queue = await eventually(
      () => storedQueue(t, restaurant.id),
      (rows) => rows.every((row) => row.status === 'offered'),
      30_000,
    );
    expect(queue.every((row) => row.reservation_status === 'held')).toBe(true);
    expect(queue.every((row) => row.table_ids.length === 1)).toBe(true);
    expect(new Set(queue.flatMap((row) => row.table_ids)).size).toBe(TABLES);
    const [held] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(reservations)
      .where(eq(reservations.status, 'held'));
    expect(held?.count).toBe(TABLES);
    for (const diner of waiting) {
      expect(await outboxIds(t.db, diner.input.email, 'notify.offer')).toHaveLength(1);
    }
    expect((await slotsAt(t, restaurant.id)).get('19:00')).toBe(false);
  }, 120_000);
});

describe('ten lettings-go of one offered request at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: NOTIFY_TEST_ENV });
  }, 60_000);
  afterAll(() => t.close());

  it('cancel it once and pass its table to the next diner once', async () => {
    const { restaurant, bookings } = await fullRestaurant(t, [2]);
    const first = await signedUpUser(t);
    const second = await signedUpUser(t);
    const firstRequest = await waitingRequest(t, restaurant.id, first.headers);
    await waitingRequest(t, restaurant.id, second.headers);
    await cancelBooking(t, bookings[0]!.reservation.id, bookings[0]!.diner.headers);
    await eventually(
      () => requestsOf(t, first),
      ([request]) => request?.status === 'offered',
    );

    const answers = await allAtOnce(10, () => cancelRequest(t, firstRequest.id, first.headers));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(204));
    const queue = await eventually(
      () => storedQueue(t, restaurant.id),
      (rows) => rows[1]?.status === 'offered',
    );
    expect(queue.map((row) => [row.status, row.reservation_status])).toEqual([
      ['cancelled', 'lapsed'],
      ['offered', 'held'],
    ]);
    expect(queue[1]!.table_ids).toHaveLength(1);
    expect(await outboxIds(t.db, second.input.email, 'notify.offer')).toHaveLength(1);
  }, 60_000);
});

describe('several processes offering at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The app's own workers look once at start and then not for a minute: the runs below are all.
    t = await createTestApp({ env: { ...NOTIFY_TEST_ENV, JOB_POLL_MS: '60000' } });
  }, 60_000);
  afterAll(() => t.close());

  it('holds each table once however many offering runs meet', async () => {
    const { restaurant, bookings } = await fullRestaurant(t, [2, 2, 2]);
    for (let i = 0; i < 5; i += 1) {
      const diner = await signedUpUser(t);
      await waitingRequest(t, restaurant.id, diner.headers, { from: '19:00', to: '19:00' });
    }
    for (const { reservation, diner } of bookings) {
      await cancelBooking(t, reservation.id, diner.headers);
    }
    const context = { mail: t.config.site, holdMinutes: 10 };
    // On PostgreSQL each run is a transaction on a connection of its own, as each process's is.
    const runs = await allAtOnce(5, () =>
      offerFreedTables(t.db, restaurant.id, new Date(), context),
    );
    const offered = runs.flat();
    expect(offered).toHaveLength(3);
    expect(new Set(offered).size).toBe(3);
    const queue = await storedQueue(t, restaurant.id);
    expect(queue.map((row) => row.status)).toEqual([
      'offered',
      'offered',
      'offered',
      'waiting',
      'waiting',
    ]);
    expect(new Set(queue.flatMap((row) => row.table_ids)).size).toBe(3);
  });
});

describe('a restart in the middle of a hold', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: NOTIFY_TEST_ENV });
  }, 60_000);
  afterAll(() => t.close());

  it('keeps the hold, and its expiry still moves the table on', async () => {
    const { restaurant, bookings } = await fullRestaurant(t, [2]);
    const first = await signedUpUser(t);
    const second = await signedUpUser(t);
    const firstRequest = await waitingRequest(t, restaurant.id, first.headers);
    const secondRequest = await waitingRequest(t, restaurant.id, second.headers);
    await cancelBooking(t, bookings[0]!.reservation.id, bookings[0]!.diner.headers);
    await eventually(
      () => requestsOf(t, first),
      ([request]) => request?.status === 'offered',
    );

    // The process stops; another starts on the same database with nothing in memory.
    await t.app.close();
    const restarted = await buildApp({ config: t.config, database: t.database, serveWeb: false });
    await restarted.ready();
    t.app = restarted;
    const [kept] = await requestsOf(t, first);
    expect(kept).toMatchObject({ id: firstRequest.id, status: 'offered' });
    expect((await slotsAt(t, restaurant.id)).get('19:00')).toBe(false);

    // Its ten minutes pass: the release job (stored before the restart) lets it go to the next.
    expect(await expireOffer(t, firstRequest.id)).toBe(1);
    await eventually(
      () => requestsOf(t, second),
      ([request]) => request?.id === secondRequest.id && request.status === 'offered',
    );
    expect((await requestsOf(t, first))[0]!.status).toBe('missed');
    await restarted.close();
  });
});
