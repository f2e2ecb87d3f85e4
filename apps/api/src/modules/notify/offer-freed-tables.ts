/**
 * Offering free tables to a restaurant's waiting Notify requests, first come first served: under
 * the restaurant's lock (the one every booking takes, so only one process offers a given table),
 * each waiting request in the order it was made gets the earliest time in its window at which a
 * table seats its party by the online booking rules. That table is held for it: a `held`
 * reservation without an account, which availability, bookings and the host stand see as taken,
 * until the diner claims it or the offer expires. The request is told by e-mail.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { BOOKABLE_TIMES, toMinutes } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { notifyRequests, reservations, restaurants, users } from '../../db/schema/index.ts';
import { EMPTY_LOAD, seatFor, type SittingVerdict } from '../availability/sitting-rules.ts';
import { findTableLoads } from '../availability/table-loads.ts';
import type { FloorPlan } from '../floor/floor-plan.ts';
import { languageOf } from '../mail/compose-email.ts';
import { queueEmail } from '../mail/outbox.ts';
import { recordNotification, tableParams } from '../notifications/record-notification.ts';
import { lockFloor, seatReservation } from '../reservations/table-hold.ts';
import type { DinerMailContext } from '../diner-mail/notify-diner.ts';
import { offerEmail } from './offer-letter.ts';
import { queueHoldExpiry } from './notify-queues.ts';

export type OfferContext = {
  mail: DinerMailContext;
  holdMinutes: number;
};

type Restaurant = NonNullable<Awaited<ReturnType<typeof lockFloor>>>['restaurant'];
type Waiting = Awaited<ReturnType<typeof lockWaitingRequests>>[number];
type FreeSeat = Extract<SittingVerdict, { verdict: 'free' }>;

/** The link in the offer's e-mail: the page whose one button claims it. */
export const offerLink = (mail: DinerMailContext, requestId: number) =>
  new URL(`/notify/${requestId}`, mail.publicUrl).toString();

/** Offers what is free now; answers the ids of the requests that got a table. */
export async function offerFreedTables(
  db: Database,
  restaurantId: number,
  now: Date,
  context: OfferContext,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const floor = await lockFloor(tx, restaurantId);
    if (!floor) return [];
    const offered: number[] = [];
    for (const request of await lockWaitingRequests(tx, restaurantId, now)) {
      const seat = await earliestSeat(tx, floor.restaurant, floor.plan, request, now);
      if (!seat) continue;
      await holdFor(tx, floor.restaurant, request, seat, now, context);
      offered.push(request.id);
    }
    return offered;
  });
}

/** The restaurant's waiting requests whose window has not passed, oldest first, locked. */
async function lockWaitingRequests(tx: Database, restaurantId: number, now: Date) {
  return tx
    .select({
      id: notifyRequests.id,
      user_id: notifyRequests.user_id,
      date: notifyRequests.date,
      from_time: notifyRequests.from_time,
      to_time: notifyRequests.to_time,
      window_start: notifyRequests.window_start,
      window_end: notifyRequests.window_end,
      party_size: notifyRequests.party_size,
      language: notifyRequests.language,
    })
    .from(notifyRequests)
    .where(
      and(
        eq(notifyRequests.restaurant_id, restaurantId),
        eq(notifyRequests.status, 'waiting'),
        gt(notifyRequests.window_end, now),
      ),
    )
    .orderBy(asc(notifyRequests.created_at), asc(notifyRequests.id))
    .for('update');
}

/** The first time of the request's window a table seats its party (this transaction's holds seen). */
async function earliestSeat(
  tx: Database,
  restaurant: Restaurant,
  plan: FloorPlan,
  request: Waiting,
  now: Date,
): Promise<FreeSeat | null> {
  const { loads } = await findTableLoads(tx, {
    sittings: { ids: [restaurant.id], from: request.window_start, to: request.window_end },
  });
  const load = loads.get(restaurant.id) ?? EMPTY_LOAD;
  const from = toMinutes(request.from_time);
  const to = toMinutes(request.to_time);
  for (const time of BOOKABLE_TIMES) {
    const minutes = toMinutes(time);
    if (minutes < from || minutes > to) continue;
    const seat = seatFor({
      restaurant,
      plan,
      date: request.date,
      time,
      partySize: request.party_size,
      now,
      load,
      online: true,
    });
    if (seat.verdict === 'free') return seat;
  }
  return null;
}

async function holdFor(
  tx: Database,
  restaurant: Restaurant,
  request: Waiting,
  seat: FreeSeat,
  now: Date,
  context: OfferContext,
): Promise<void> {
  const [diner] = await tx
    .select({ first_name: users.first_name, last_name: users.last_name, email: users.email })
    .from(users)
    .where(eq(users.id, request.user_id));
  if (!diner) return;
  const language = languageOf(request.language);
  // The host sees whom the table is held for; the diner's account joins it when they claim it.
  const [held] = await tx
    .insert(reservations)
    .values({
      restaurant_id: restaurant.id,
      party_size: request.party_size,
      reservation_time: seat.start,
      status: 'held',
      guest_name: `${diner.first_name} ${diner.last_name}`,
      language,
    })
    .returning({ id: reservations.id });
  if (!held) throw new Error('held reservation insert returned no row');
  await seatReservation(tx, {
    reservationId: held.id,
    restaurantId: restaurant.id,
    tableIds: seat.tableIds,
    start: seat.start,
    end: seat.end,
    isNew: true,
  });
  // Never held past the sitting itself: a table starting sooner is held until it starts.
  const expiresAt = new Date(
    Math.min(now.getTime() + context.holdMinutes * 60_000, seat.start.getTime()),
  );
  await tx
    .update(notifyRequests)
    .set({
      status: 'offered',
      reservation_id: held.id,
      offered_at: now,
      offer_expires_at: expiresAt,
      updated_at: sql`now()`,
    })
    .where(eq(notifyRequests.id, request.id));
  await queueHoldExpiry(tx, held.id, expiresAt);
  const [named] = await tx
    .select({ name: restaurants.name })
    .from(restaurants)
    .where(eq(restaurants.id, restaurant.id));
  await recordNotification(tx, {
    userId: request.user_id,
    kind: 'notify_offer',
    params: tableParams({
      restaurantName: named?.name ?? '',
      start: seat.start,
      timeZone: restaurant.time_zone,
      partySize: request.party_size,
    }),
    link: `/notify/${request.id}`,
  });
  await queueEmail(
    tx,
    offerEmail({
      to: diner.email,
      language,
      restaurantName: named?.name ?? '',
      partySize: request.party_size,
      start: seat.start,
      expiresAt,
      timeZone: restaurant.time_zone,
      link: offerLink(context.mail, request.id),
    }),
  );
}
