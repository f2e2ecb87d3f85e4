/** A diner's saved restaurants: the list for their page, and saving or unsaving one (idempotent). */
import { and, desc, eq } from 'drizzle-orm';
import type { SavedRestaurant } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { restaurants, savedRestaurants } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

/** Newest first, each with what a restaurant card shows. */
export async function listSavedRestaurants(
  db: Database,
  userId: number,
): Promise<SavedRestaurant[]> {
  const rows = await db
    .select({
      user_id: savedRestaurants.user_id,
      restaurant_id: savedRestaurants.restaurant_id,
      created_at: savedRestaurants.created_at,
      restaurant: {
        id: restaurants.id,
        name: restaurants.name,
        preview_img: restaurants.preview_img,
        cuisines: restaurants.cuisines,
        cost: restaurants.cost,
        neighborhood: restaurants.neighborhood,
        average_rating: restaurants.average_rating,
        review_count: restaurants.review_count,
      },
    })
    .from(savedRestaurants)
    .innerJoin(restaurants, eq(restaurants.id, savedRestaurants.restaurant_id))
    .where(eq(savedRestaurants.user_id, userId))
    .orderBy(desc(savedRestaurants.created_at), desc(savedRestaurants.restaurant_id));
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/** Answers true when a row was added, false when the restaurant was already saved. */
export async function saveRestaurant(db: Database, userId: number, restaurantId: number) {
  try {
    const added = await db
      .insert(savedRestaurants)
      .values({ user_id: userId, restaurant_id: restaurantId })
      .onConflictDoNothing()
      .returning({ user_id: savedRestaurants.user_id });
    return added.length > 0;
  } catch (error) {
    // The restaurant was deleted after the route checked it: a 404, not a 500.
    if (isForeignKeyViolation(error)) throw notFound('restaurant');
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return code === '23503' || cause?.code === '23503';
}

export async function unsaveRestaurant(db: Database, userId: number, restaurantId: number) {
  await db
    .delete(savedRestaurants)
    .where(
      and(eq(savedRestaurants.user_id, userId), eq(savedRestaurants.restaurant_id, restaurantId)),
    );
}
