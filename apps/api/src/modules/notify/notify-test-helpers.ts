/** What the Notify tests share: a full restaurant, diners waiting, and the queue's outcome. */
import { asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { NotifyRequest, NotifyRequestList, Reservation } from '@tablefor/shared';
import { notifyRequests, reservationTables, reservations } from '../../db/schema/index.ts';
import { signedUpUser } from '../../test/factories.ts';
import { createRestaurant, nextWeekday, tablesOf } from '../../test/restaurant-factory.ts';
import type { TestApp } from '../../test/test-app.ts';
import { book, bookingBody } from '../reservations/reservation-test-helpers.ts';

type Headers = Record<string, string>;
export type Diner = Awaited<ReturnType<typeof signedUpUser>>;

/** The queue's workers look every 50 ms; the tests' many diners are not an attack. */
export const NOTIFY_TEST_ENV = {
  JOB_POLL_MS: '50',
  BOOKING_RATE_LIMIT_PER_MINUTE: '10000',
  SIGNUP_RATE_LIMIT_PER_HOUR: '10000',
};

/** A Tuesday far enough ahead that every time of its evening is still to come. */
export const DAY = nextWeekday(2);

/** A restaurant of `sizes` single tables (90-minute turns), every one booked at 19:00. */
export async function fullRestaurant(
  t: TestApp,
  sizes: readonly number[],
  fields: Parameters<typeof createRestaurant>[1] = {},
) {
  const restaurant = await createRestaurant(t.db, { floor: tablesOf(sizes), ...fields });
  const bookings: { diner: Diner; reservation: Reservation }[] = [];
  for (const size of sizes) {
    const diner = await signedUpUser(t);
    const res = await book(
      t,
      restaurant.id,
      bookingBody(DAY, '19:00', {
        party_size: size,
        guest_name: undefined,
        guest_email: undefined,
      }),
      diner.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    bookings.push({ diner, reservation: res.json<Reservation>() });
  }
  return { restaurant, bookings };
}

export const askToBeNotified = (
  t: TestApp,
  restaurantId: number,
  payload: unknown,
  headers: Headers,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/restaurants/${restaurantId}/notify-requests`,
    payload: payload as object,
    headers,
  });

export async function waitingRequest(
  t: TestApp,
  restaurantId: number,
  headers: Headers,
  window: { from?: string; to?: string; party_size?: number } = {},
): Promise<NotifyRequest> {
  const res = await askToBeNotified(
    t,
    restaurantId,
    { date: DAY, from: '18:30', to: '19:30', party_size: 2, ...window },
    headers,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<NotifyRequest>();
}

export async function requestsOf(t: TestApp, diner: Diner): Promise<NotifyRequest[]> {
  const res = await t.app.inject({
    url: `/api/users/${diner.id}/notify-requests`,
    headers: diner.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotifyRequestList>().requests;
}

export const cancelBooking = (t: TestApp, reservationId: number, headers: Headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/reservations/${reservationId}`, headers });

export const cancelRequest = (t: TestApp, requestId: number, headers: Headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/notify-requests/${requestId}`, headers });

export const claim = (t: TestApp, requestId: number, headers: Headers) =>
  t.app.inject({ method: 'POST', url: `/api/notify-requests/${requestId}/claim`, headers });

/** Waits (the job queue polls) until `test` holds for the stored requests. */
export async function eventually<T>(
  read: () => Promise<T>,
  test: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (test(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every request of the restaurant as stored, oldest first, with its held reservation's tables. */
export async function storedQueue(t: TestApp, restaurantId: number) {
  const rows = await t.db
    .select({
      id: notifyRequests.id,
      status: notifyRequests.status,
      reservation_id: notifyRequests.reservation_id,
      reservation_status: reservations.status,
    })
    .from(notifyRequests)
    .leftJoin(reservations, eq(reservations.id, notifyRequests.reservation_id))
    .where(eq(notifyRequests.restaurant_id, restaurantId))
    .orderBy(asc(notifyRequests.id));
  const tables = await t.db
    .select({
      reservation_id: reservationTables.reservation_id,
      table_id: reservationTables.table_id,
    })
    .from(reservationTables)
    .where(eq(reservationTables.restaurant_id, restaurantId));
  return rows.map((row) => ({
    ...row,
    table_ids: tables
      .filter((table) => table.reservation_id === row.reservation_id)
      .map((table) => table.table_id),
  }));
}

export async function slotsAt(t: TestApp, restaurantId: number, partySize = 2) {
  const res = await t.app.inject({
    url: `/api/restaurants/${restaurantId}/availability?date=${DAY}&partySize=${partySize}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const { slots } = res.json<{ slots: { time: string; available: boolean }[] }>();
  return new Map(slots.map((slot) => [slot.time, slot.available]));
}

/** Moves an offer's expiry and its release job into the past: the hold's minutes are up. */
export async function expireOffer(t: TestApp, requestId: number): Promise<number> {
  const [row] = await t.db
    .update(notifyRequests)
    .set({ offer_expires_at: sql`now() - interval '1 second'` })
    .where(eq(notifyRequests.id, requestId))
    .returning({ reservation_id: notifyRequests.reservation_id });
  const moved = (await t.db.execute(
    sql`update jobs set run_after = now() - interval '1 second'
        where queue = 'notify-hold-expiry' and status = 'pending'
          and payload->>'reservation_id' = ${String(row?.reservation_id)} returning id`,
  )) as unknown as { rows: unknown[] };
  return moved.rows.length;
}

/** Waits until no offering of the restaurant's tables is pending or running. */
export async function offersSettled(t: TestApp, restaurantId: number) {
  for (;;) {
    const waiting = (await t.db.execute(
      sql`select 1 from jobs where queue = 'notify-offers' and status in ('pending', 'running')
          and payload->>'restaurant_id' = ${String(restaurantId)}`,
    )) as unknown as { rows: unknown[] };
    if (waiting.rows.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
