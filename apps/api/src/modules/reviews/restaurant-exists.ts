/** Whether a restaurant id names a restaurant: unknown ones answer 404 before anything else. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';
import { isPublished } from '../restaurants/listing-visibility.ts';

export async function restaurantExists(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(eq(restaurants.id, id), isPublished()))
    .limit(1);
  return rows.length > 0;
}
