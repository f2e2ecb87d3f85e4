/**
 * What an owner manages: the restaurants they own (administrators: every restaurant), each with
 * the callback requests waiting for its call.
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ListingInReview, OwnedRestaurant } from '@tablefor/shared';
import { notFound } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { reservations, restaurantOwners, restaurants as r } from '../../db/schema/index.ts';

const pendingCallbacks = sql<number>`(
  select count(*) from ${reservations}
  where ${reservations.restaurant_id} = ${r.id} and ${reservations.status} = 'pending_callback'
)`.mapWith(Number);

const ownedColumns = {
  id: r.id,
  name: r.name,
  neighborhood: r.neighborhood,
  preview_img: r.preview_img,
  status: r.status,
  time_zone: r.time_zone,
  pending_callbacks: pendingCallbacks,
};

/** Administrators see every restaurant, those with callbacks waiting first (at most this many). */
const ADMIN_LIST_LIMIT = 500;

export async function listOwnedRestaurants(
  db: Database,
  user: { id: number; is_admin: boolean },
): Promise<OwnedRestaurant[]> {
  if (user.is_admin) {
    return db
      .select(ownedColumns)
      .from(r)
      .where(ne(r.status, 'removed'))
      .orderBy(desc(pendingCallbacks), asc(r.name), asc(r.id))
      .limit(ADMIN_LIST_LIMIT);
  }
  return db
    .select(ownedColumns)
    .from(r)
    .innerJoin(restaurantOwners, eq(restaurantOwners.restaurant_id, r.id))
    .where(and(eq(restaurantOwners.user_id, user.id), ne(r.status, 'removed')))
    .orderBy(asc(r.name), asc(r.id));
}

/**
 * The listings the caller created that an administrator has not approved (waiting, or turned
 * down with a reason), newest first: their creator is not yet their owner, so the console shows
 * them apart, without the tools.
 */
export async function listListingsInReview(
  db: Database,
  user: { id: number },
): Promise<ListingInReview[]> {
  const rows = await db
    .select({
      id: r.id,
      name: r.name,
      neighborhood: r.neighborhood,
      status: r.status,
      rejection_reason: r.rejection_reason,
      created_at: r.created_at,
      reviewed_at: r.reviewed_at,
    })
    .from(r)
    .where(and(eq(r.created_by, user.id), inArray(r.status, ['pending_review', 'rejected'])))
    .orderBy(desc(r.created_at), desc(r.id));
  return rows.map((row) => ({
    ...row,
    status: row.status === 'rejected' ? 'rejected' : 'pending_review',
    created_at: row.created_at.toISOString(),
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
  }));
}

/** One restaurant as the console shows it, and its hours; the caller is authorized already. */
export async function findOwnedRestaurant(db: Database, id: number) {
  const [row] = await db
    .select({ ...ownedColumns, opening_hours: r.opening_hours })
    .from(r)
    .where(and(eq(r.id, id), ne(r.status, 'removed')));
  if (!row) throw notFound('restaurant');
  const { opening_hours: openingHours, ...restaurant } = row;
  return { restaurant: restaurant satisfies OwnedRestaurant, openingHours };
}
