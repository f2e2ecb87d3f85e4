/**
 * The administrators' table of listings: every one that is not removed, whatever its review state,
 * with its owners (by username) and its last change, one page at a time, sorted by name or change.
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type {
  AdminRestaurantSort,
  AdminRestaurantTablePage,
  AdminRestaurantRow,
} from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { restaurantOwners, restaurants as r, users } from '../../db/schema/index.ts';
import { containsPattern } from '../search/search-filters.ts';

const ORDER: Record<AdminRestaurantSort, SQL[]> = {
  name: [asc(r.name), asc(r.id)],
  '-name': [desc(r.name), desc(r.id)],
  updated: [asc(r.updated_at), asc(r.id)],
  '-updated': [desc(r.updated_at), desc(r.id)],
};

export async function listAdminRestaurants(
  db: Database,
  {
    q,
    page,
    pageSize,
    sort,
  }: { q?: string; page: number; pageSize: number; sort: AdminRestaurantSort },
): Promise<AdminRestaurantTablePage> {
  const where = and(
    ne(r.status, 'removed'),
    q === undefined ? undefined : ilike(r.name, containsPattern(q)),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: r.id,
        name: r.name,
        neighborhood: r.neighborhood,
        status: r.status,
        updated_at: r.updated_at,
      })
      .from(r)
      .where(where)
      .orderBy(...ORDER[sort])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(r).where(where),
  ]);
  const owners = await ownersOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    restaurants: rows.map((row): AdminRestaurantRow => ({
      ...row,
      owners: owners.get(row.id) ?? [],
      updated_at: row.updated_at.toISOString(),
    })),
    total: Number(totals?.total ?? 0),
    page,
    pageSize,
  };
}

/** The owners of each of `ids`, in the order they became owners. */
async function ownersOf(db: Database, ids: number[]) {
  const byRestaurant = new Map<number, AdminRestaurantRow['owners']>();
  if (ids.length === 0) return byRestaurant;
  const rows = await db
    .select({
      restaurant_id: restaurantOwners.restaurant_id,
      id: users.id,
      username: users.username,
    })
    .from(restaurantOwners)
    .innerJoin(users, eq(users.id, restaurantOwners.user_id))
    .where(inArray(restaurantOwners.restaurant_id, ids))
    .orderBy(asc(restaurantOwners.created_at), asc(users.id));
  for (const { restaurant_id: restaurantId, ...owner } of rows) {
    byRestaurant.set(restaurantId, [...(byRestaurant.get(restaurantId) ?? []), owner]);
  }
  return byRestaurant;
}
