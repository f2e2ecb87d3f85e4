/** A diner's saved restaurants: the list for their page, and saving or unsaving one (idempotent). */
import { and, desc, eq } from 'drizzle-orm';
import type { SavedRestaurant } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { restaurants, savedRestaurants } from '../../db/schema/index.ts';
import { isPublished } from '../restaurants/listing-visibility.ts';
import { notFound } from '@tablefor/server-kit';
import { findQuickBookAvailability } from './quick-book-availability.ts';
import { floorPlanColumns, storedFloorPlan } from '../floor/floor-plans.ts';

/** Newest first, each with what a restaurant card shows and its quick-book times as of `now`. */
export async function listSavedRestaurants(
  db: Database,
  userId: number,
  now: Date,
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
      bookable: {
        id: restaurants.id,
        opening_hours: restaurants.opening_hours,
        time_zone: restaurants.time_zone,
        ...floorPlanColumns,
      },
    })
    .from(savedRestaurants)
    .innerJoin(restaurants, eq(restaurants.id, savedRestaurants.restaurant_id))
    .where(and(eq(savedRestaurants.user_id, userId), isPublished()))
    .orderBy(desc(savedRestaurants.created_at), desc(savedRestaurants.restaurant_id));
  const quickBook = await findQuickBookAvailability(
    db,
    rows.map(({ bookable: { floor_plan, pacing_max_covers, ...bookable } }) => ({
      ...bookable,
      plan: storedFloorPlan({ floor_plan, pacing_max_covers }),
    })),
    now,
  );
  // The presenter: the availability inputs stay on the server; the card gets its quick-book slots.
  return rows.map(({ bookable, ...row }) => ({
    ...row,
    created_at: row.created_at.toISOString(),
    restaurant: { ...row.restaurant, quick_book: quickBook.get(bookable.id) ?? [] },
  }));
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
