/** The fields availability is computed from, for one restaurant. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';
import { isPublished } from '../restaurants/listing-visibility.ts';
import type { BookableRestaurant } from './sitting-rules.ts';

export async function findBookableRestaurant(
  db: Database,
  id: number,
): Promise<BookableRestaurant | null> {
  const [row] = await db
    .select({
      id: restaurants.id,
      opening_hours: restaurants.opening_hours,
      time_zone: restaurants.time_zone,
      capacity_per_slot: restaurants.capacity_per_slot,
      dining_duration_minutes: restaurants.dining_duration_minutes,
    })
    .from(restaurants)
    .where(and(eq(restaurants.id, id), isPublished()));
  return row ?? null;
}
