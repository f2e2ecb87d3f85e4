/**
 * An offer ends unclaimed: at its expiry (the job queued with it), when its diner says 'not now',
 * or when a claim comes too late. Its reservation lapses, which gives the tables back and (by the
 * database's trigger) queues the offer of those tables to the next waiting request.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifyRequests, reservations } from '../../db/schema/index.ts';
import { lockRestaurantOf } from '../reservations/table-release.ts';

/**
 * Call in a transaction holding the restaurant's lock and the request's row. The request becomes
 * `then` ('missed' at expiry, 'cancelled' when its diner let it go).
 */
export async function lapseOffer(
  tx: Database,
  offer: { requestId: number; reservationId: number | null },
  then: 'missed' | 'cancelled',
): Promise<void> {
  if (offer.reservationId !== null) {
    await tx
      .update(reservations)
      .set({ status: 'lapsed', updated_at: sql`now()` })
      .where(and(eq(reservations.id, offer.reservationId), eq(reservations.status, 'held')));
  }
  await tx
    .update(notifyRequests)
    .set({ status: then, updated_at: sql`now()` })
    .where(eq(notifyRequests.id, offer.requestId));
}

export type ExpiryOutcome = 'released' | 'claimed' | 'not_yet';

/** The expiry job: lets the held table go unless it was claimed (or the clock is not there yet). */
export async function releaseExpiredHold(
  db: Database,
  reservationId: number,
  now: Date,
): Promise<ExpiryOutcome> {
  return db.transaction(async (tx) => {
    // The lock order of every write to a restaurant's tables: restaurant, request, reservation.
    await lockRestaurantOf(tx, reservationId);
    const [request] = await tx
      .select({
        id: notifyRequests.id,
        status: notifyRequests.status,
        expires: notifyRequests.offer_expires_at,
      })
      .from(notifyRequests)
      .where(eq(notifyRequests.reservation_id, reservationId))
      .for('update');
    const [reservation] = await tx
      .select({ status: reservations.status })
      .from(reservations)
      .where(eq(reservations.id, reservationId));
    if (reservation?.status !== 'held') return 'claimed';
    if (request?.status === 'offered' && request.expires && request.expires > now) {
      return 'not_yet';
    }
    // A hold whose request is gone (its account deleted) or ended otherwise lapses all the same.
    if (request?.status === 'offered') {
      await lapseOffer(tx, { requestId: request.id, reservationId }, 'missed');
    } else {
      await tx
        .update(reservations)
        .set({ status: 'lapsed', updated_at: sql`now()` })
        .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'held')));
    }
    return 'released';
  });
}
