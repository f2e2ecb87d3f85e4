/**
 * Restaurant ownership: the `restaurant_owners` rows are the truth (several owners per listing,
 * several listings per account); `restaurants.owner_id` keeps the first owner for older readers.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { authCodes } from '@tablefor/shared';
import { forbidden, problem } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { requireViewer } from '../../http/authenticate.ts';
import { pathId } from '../../http/id-param.ts';
import { reservations, restaurantOwners, restaurants } from '../../db/schema/index.ts';

/** Makes the account an owner; owning it already is fine. `db` may be a transaction. */
export async function addOwner(db: Database, restaurantId: number, userId: number): Promise<void> {
  await db
    .insert(restaurantOwners)
    .values({ restaurant_id: restaurantId, user_id: userId })
    .onConflictDoNothing();
  await db
    .update(restaurants)
    .set({ owner_id: userId })
    .where(and(eq(restaurants.id, restaurantId), isNull(restaurants.owner_id)));
}

export async function ownsRestaurant(
  db: Database,
  restaurantId: number,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ user_id: restaurantOwners.user_id })
    .from(restaurantOwners)
    .where(
      and(eq(restaurantOwners.restaurant_id, restaurantId), eq(restaurantOwners.user_id, userId)),
    );
  return row !== undefined;
}

/**
 * A route hook for `/:id` routes of one restaurant: anonymous 401, anyone but its owners and
 * administrators 403, before the body is even validated.
 */
export const ownersOrAdministrators = (db: Database) =>
  async function ownersOrAdministratorsOnly(request: FastifyRequest): Promise<void> {
    const { user } = await requireViewer(request);
    if (user.is_admin) return;
    const id = pathId(request.params, 'restaurant');
    if (!(await ownsRestaurant(db, id, user.id))) {
      throw forbidden(problem('auth', authCodes.ownersOnly));
    }
  };

/**
 * The same for `/:id` routes of one reservation: only the owners of its restaurant and
 * administrators; anyone else gets 403 whether or not the reservation exists.
 */
export const reservationOwnersOrAdministrators = (db: Database) =>
  async function reservationOwnersOnly(request: FastifyRequest): Promise<void> {
    const { user } = await requireViewer(request);
    if (user.is_admin) return;
    const id = pathId(request.params, 'reservation');
    const [row] = await db
      .select({ restaurant_id: reservations.restaurant_id })
      .from(reservations)
      .where(eq(reservations.id, id));
    if (!row || !(await ownsRestaurant(db, row.restaurant_id, user.id))) {
      throw forbidden(problem('auth', authCodes.ownersOnly));
    }
  };
