/** A diner's Notify requests: making one, reading them with their offers, letting one go. */
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  bookingDateRange,
  notifyCodes as m,
  NOTIFY_MAX_OPEN_REQUESTS,
  openNotifyStatuses,
  reservationCodes,
  restaurantToday,
  zonedTimeToUtc,
  type Language,
  type NotifyRequest,
  type NotifyRequestInput,
} from '@tablefor/shared';
import { AppError, badRequest, conflict, notFound, problem } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { notifyRequests, restaurants, users } from '../../db/schema/index.ts';
import { isPublished } from '../restaurants/listing-visibility.ts';
import { lapseOffer } from './hold-expiry.ts';
import { queueOffers } from './notify-queues.ts';

const requestColumns = {
  id: notifyRequests.id,
  user_id: notifyRequests.user_id,
  restaurant_id: notifyRequests.restaurant_id,
  restaurant_name: restaurants.name,
  neighborhood: restaurants.neighborhood,
  time_zone: restaurants.time_zone,
  date: notifyRequests.date,
  from_time: notifyRequests.from_time,
  to_time: notifyRequests.to_time,
  window_end: notifyRequests.window_end,
  party_size: notifyRequests.party_size,
  status: notifyRequests.status,
  reservation_id: notifyRequests.reservation_id,
  offer_expires_at: notifyRequests.offer_expires_at,
  offer_time: sql<string | null>`(select reservation_time from reservations
    where reservations.id = ${notifyRequests.reservation_id})`,
  created_at: notifyRequests.created_at,
};

const selectRequests = (db: Database) =>
  db
    .select(requestColumns)
    .from(notifyRequests)
    .innerJoin(restaurants, eq(restaurants.id, notifyRequests.restaurant_id));

type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentRequest(row: RequestRow, now: Date): NotifyRequest {
  // A request still waiting once its window has passed has expired; nothing stores that.
  const status =
    row.status === 'waiting' && row.window_end.getTime() <= now.getTime() ? 'expired' : row.status;
  const offered = status === 'offered' && row.offer_time && row.offer_expires_at;
  return {
    id: row.id,
    restaurant: {
      id: row.restaurant_id,
      name: row.restaurant_name,
      neighborhood: row.neighborhood,
      time_zone: row.time_zone,
    },
    date: row.date,
    from: row.from_time,
    to: row.to_time,
    party_size: row.party_size,
    status,
    created_at: iso(row.created_at),
    offer: offered
      ? { table_time: iso(row.offer_time!), expires_at: iso(row.offer_expires_at!) }
      : null,
    reservation_id: status === 'booked' ? row.reservation_id : null,
  };
}

export async function findRequest(db: Database, id: number): Promise<RequestRow | undefined> {
  const [row] = await selectRequests(db).where(eq(notifyRequests.id, id));
  return row;
}

export async function listRequests(db: Database, userId: number, now: Date) {
  const rows = await selectRequests(db)
    .where(eq(notifyRequests.user_id, userId))
    .orderBy(desc(notifyRequests.created_at), desc(notifyRequests.id));
  return rows.map((row) => presentRequest(row, now));
}

/**
 * A new request, first in no line but its own: it joins the restaurant's queue behind every
 * request made before it. A table already free in its window is offered to the queue at once.
 */
export async function createRequest(
  db: Database,
  request: {
    restaurantId: number;
    userId: number;
    input: NotifyRequestInput;
    language: Language;
    now: Date;
  },
): Promise<NotifyRequest> {
  const { restaurantId, userId, input, now } = request;
  const [restaurant] = await db
    .select({ time_zone: restaurants.time_zone, largest_party: restaurants.largest_party })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), isPublished()));
  if (!restaurant) throw notFound('restaurant');
  // No freed table could ever seat it: waiting would only mislead.
  if (input.party_size > restaurant.largest_party) {
    throw badRequest(problem('party_size', m.partyTooLarge, { max: restaurant.largest_party }));
  }
  const windowStart = zonedTimeToUtc(input.date, input.from, restaurant.time_zone);
  const windowEnd = zonedTimeToUtc(input.date, input.to, restaurant.time_zone);
  if (windowEnd.getTime() <= now.getTime()) throw badRequest(problem('to', m.windowPassed));
  const { max } = bookingDateRange(restaurantToday(restaurant.time_zone, now), 'book');
  if (input.date > max) throw badRequest(problem('date', reservationCodes.tooFarAhead));

  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      // One account's requests are counted one request at a time (bookings only share the row).
      await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for('no key update');
      await expirePassed(tx, userId, now);
      const [open] = await tx
        .select({ open: count() })
        .from(notifyRequests)
        .where(
          and(
            eq(notifyRequests.user_id, userId),
            inArray(notifyRequests.status, [...openNotifyStatuses]),
          ),
        );
      if ((open?.open ?? 0) >= NOTIFY_MAX_OPEN_REQUESTS) {
        throw new AppError(429, [problem('notify', m.tooMany)]);
      }
      const [created] = await tx
        .insert(notifyRequests)
        .values({
          restaurant_id: restaurantId,
          user_id: userId,
          date: input.date,
          from_time: input.from,
          to_time: input.to,
          window_start: windowStart,
          window_end: windowEnd,
          party_size: input.party_size,
          language: request.language,
        })
        .returning({ id: notifyRequests.id });
      if (!created) throw new Error('notify request insert returned no row');
      await queueOffers(tx, restaurantId);
      return created.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(problem('date', m.duplicate));
    throw error;
  }
  const row = await findRequest(db, id);
  if (!row) throw notFound('notify_request');
  return presentRequest(row, now);
}

/** The account's waiting requests whose window has passed are stored as expired. */
async function expirePassed(tx: Database, userId: number, now: Date) {
  await tx
    .update(notifyRequests)
    .set({ status: 'expired', updated_at: sql`now()` })
    .where(
      and(
        eq(notifyRequests.user_id, userId),
        eq(notifyRequests.status, 'waiting'),
        lte(notifyRequests.window_end, now),
      ),
    );
}

/**
 * The diner lets a request go: a waiting one leaves the queue, an offered one gives its table to
 * the next request. Letting go of one already let go of is no change; a booked one is the
 * reservation's to cancel.
 */
export async function cancelRequest(db: Database, located: LocatedRequest): Promise<void> {
  const { id, restaurant_id } = located;
  await db.transaction(async (tx) => {
    // The restaurant's row first, as every booking and offer takes it, then the request's.
    await tx
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.id, restaurant_id))
      .for('update');
    const [current] = await tx
      .select({ status: notifyRequests.status, reservation_id: notifyRequests.reservation_id })
      .from(notifyRequests)
      .where(eq(notifyRequests.id, id))
      .for('update');
    if (!current) throw notFound('notify_request');
    if (current.status === 'booked') throw conflict(problem('notify', m.notOpen));
    if (current.status === 'offered') {
      await lapseOffer(tx, { requestId: id, reservationId: current.reservation_id }, 'cancelled');
    } else if (current.status === 'waiting') {
      await tx
        .update(notifyRequests)
        .set({ status: 'cancelled', updated_at: sql`now()` })
        .where(eq(notifyRequests.id, id));
    }
  });
}

/** A request, its diner (who may act on it, as administrators may) and its restaurant. */
export type LocatedRequest = { id: number; user_id: number; restaurant_id: number };

export async function locateRequest(db: Database, id: number): Promise<LocatedRequest> {
  const [row] = await db
    .select({ user_id: notifyRequests.user_id, restaurant_id: notifyRequests.restaurant_id })
    .from(notifyRequests)
    .where(eq(notifyRequests.id, id));
  if (!row) throw notFound('notify_request');
  return { id, ...row };
}
