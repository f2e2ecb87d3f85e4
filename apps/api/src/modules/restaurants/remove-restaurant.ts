/**
 * Deleting a restaurant never orphans data. In one transaction, with the restaurant's row locked
 * (so no booking slips in between):
 * - the listing is marked removed: it leaves search, its page, booking and every saved list;
 * - its future reservations are cancelled and kept: the diner's reservation page says Cancelled,
 *   with the restaurant's name, the diner is told by e-mail, the seats are free for nobody, and
 *   total_num_reservations counts them down as any cancellation does;
 * - its past reservations are kept as they were (the diners' history);
 * - its reviews are kept (they stay their authors' words) but show nowhere, as the page is gone;
 * - saves of it are deleted (a wish list has no use for a restaurant that cannot be opened).
 */
import { and, eq, gt, ne } from 'drizzle-orm';
import type { RemovedRestaurant } from '@tablefor/shared';
import { notFound } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { reservations, restaurants, savedRestaurants } from '../../db/schema/index.ts';
import { notifyDiner, type DinerMailContext } from '../diner-mail/notify-diner.ts';
import { countReleased } from '../reservations/table-release.ts';
import { holdsTable } from '../reservations/table-statuses.ts';

export async function removeRestaurant(
  db: Database,
  id: number,
  now: Date,
  mail: DinerMailContext,
): Promise<RemovedRestaurant> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(and(eq(restaurants.id, id), ne(restaurants.status, 'removed')))
      .for('update');
    if (!locked) throw notFound('restaurant');
    await tx
      .update(restaurants)
      .set({ status: 'removed', removed_at: now, updated_at: now })
      .where(eq(restaurants.id, id));
    const cancelled = await tx
      .update(reservations)
      .set({ status: 'cancelled', updated_at: now })
      .where(
        and(
          eq(reservations.restaurant_id, id),
          holdsTable(),
          gt(reservations.reservation_time, now),
        ),
      )
      .returning({ id: reservations.id });
    await countReleased(tx, id, cancelled.length);
    for (const reservation of cancelled) {
      await notifyDiner(tx, {
        mail,
        reservationId: reservation.id,
        notice: { kind: 'cancelled', by: 'restaurant' },
      });
    }
    await tx.delete(savedRestaurants).where(eq(savedRestaurants.restaurant_id, id));
    return { id, cancelled_reservations: cancelled.length };
  });
}
