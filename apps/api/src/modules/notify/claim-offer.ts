/**
 * Claiming an offer: the held table becomes the diner's booking in one conditional update, so of
 * ten clicks one books and the others are told it is booked already. Too late, and the offer
 * lapses now (if its expiry job has not run yet) and the claim is refused.
 */
import { and, eq, sql } from 'drizzle-orm';
import { notifyCodes as m, type CreatedReservation } from '@tablefor/shared';
import { AppError, conflict, forbidden, notFound, problem } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { notifyRequests, reservations, restaurants, users } from '../../db/schema/index.ts';
import { notifyDiner, type DinerMailContext } from '../diner-mail/notify-diner.ts';
import { turnOf } from '../floor/floor-plan.ts';
import { bookingBoundProblem, type BookingBounds } from '../reservations/booking-bounds.ts';
import { presentReservation } from '../reservations/reservation-presenter.ts';
import { findReservation } from '../reservations/reservation-queries.ts';
import { lockFloor } from '../reservations/table-hold.ts';
import { holdAccount } from '../users/account-hold.ts';
import { lapseOffer } from './hold-expiry.ts';

type ClaimOutcome =
  { verdict: 'booked'; reservationId: number } | { verdict: 'refused'; error: AppError };

export async function claimOffer(
  db: Database,
  claim: {
    requestId: number;
    userId: number;
    now: Date;
    mail: DinerMailContext;
    bounds: BookingBounds;
  },
): Promise<CreatedReservation> {
  const { requestId, userId, now } = claim;
  const [located] = await db
    .select({ user_id: notifyRequests.user_id, restaurant_id: notifyRequests.restaurant_id })
    .from(notifyRequests)
    .where(eq(notifyRequests.id, requestId));
  if (!located) throw notFound('notify_request');
  if (located.user_id !== userId) throw forbidden(problem('notify', m.notYours));

  // Refusals that change something (a late claim lapses the offer) commit before they answer.
  const outcome = await db.transaction(async (tx): Promise<ClaimOutcome> => {
    await holdAccount(tx, userId);
    const floor = await lockFloor(tx, located.restaurant_id, false);
    const [request] = await tx
      .select({
        status: notifyRequests.status,
        reservation_id: notifyRequests.reservation_id,
        expires: notifyRequests.offer_expires_at,
        party_size: notifyRequests.party_size,
      })
      .from(notifyRequests)
      .where(eq(notifyRequests.id, requestId))
      .for('update');
    if (!request) return refused(notFound('notify_request'));
    if (request.status === 'booked') return refused(conflict(problem('notify', m.offerClaimed)));
    if (request.status === 'missed') return refused(conflict(problem('notify', m.offerExpired)));
    if (request.status !== 'offered' || request.reservation_id === null) {
      return refused(conflict(problem('notify', m.noOffer)));
    }
    const reservationId = request.reservation_id;
    const [held] = await tx
      .select({ status: reservations.status, start: reservations.reservation_time })
      .from(reservations)
      .where(eq(reservations.id, reservationId));
    const late = !request.expires || request.expires.getTime() <= now.getTime();
    if (late || held?.status !== 'held') {
      await lapseOffer(tx, { requestId, reservationId }, 'missed');
      return refused(conflict(problem('notify', m.offerExpired)));
    }
    const bound = await bookingBoundProblem(tx, claim.bounds, {
      restaurantId: located.restaurant_id,
      start: held.start,
      durationMinutes: floor ? turnOf(floor.plan, request.party_size) : 0,
      now,
      booker: { userId },
    });
    if (bound) return refused(new AppError(429, [bound]));
    const [account] = await tx
      .select({ first_name: users.first_name, last_name: users.last_name, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (!account) return refused(notFound('user'));
    await tx
      .update(reservations)
      .set({
        user_id: userId,
        status: 'confirmed',
        guest_name: `${account.first_name} ${account.last_name}`,
        guest_email: account.email,
        contact_method: 'chat',
        updated_at: sql`now()`,
      })
      .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'held')));
    await tx
      .update(notifyRequests)
      .set({ status: 'booked', updated_at: sql`now()` })
      .where(eq(notifyRequests.id, requestId));
    await tx
      .update(restaurants)
      .set({ total_num_reservations: sql`${restaurants.total_num_reservations} + 1` })
      .where(eq(restaurants.id, located.restaurant_id));
    const row = await findReservation(tx, reservationId);
    await notifyDiner(tx, {
      mail: claim.mail,
      reservationId,
      notice: { kind: 'confirmed' },
      current: row,
    });
    return { verdict: 'booked', reservationId };
  });
  if (outcome.verdict === 'refused') throw outcome.error;
  const row = await findReservation(db, outcome.reservationId);
  if (!row) throw notFound('reservation');
  return presentReservation(row);
}

const refused = (error: AppError): ClaimOutcome => ({ verdict: 'refused', error });
