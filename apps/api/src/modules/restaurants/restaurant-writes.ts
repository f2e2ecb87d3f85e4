/** Creating and editing a listing: the shared schema's values, written as they are. */
import { and, eq, ne } from 'drizzle-orm';
import type {
  ListingStatus,
  Restaurant,
  RestaurantValues,
  updateRestaurantInputSchema,
} from '@tablefor/shared';
import { notFound } from '@tablefor/server-kit';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';
import type { ListingPlace } from './place-listing.ts';
import { presentRestaurant } from './restaurant-presenter.ts';
import { floorSummary, insertFloor } from '../floor/floor-inserts.ts';
import { derivedFloor } from '../floor/floor-spec.ts';

type Placed = Partial<ListingPlace>;
type UpdateValues = z.output<typeof updateRestaurantInputSchema> & Placed;

/** Fields of the input that are columns of the same name; `url` only says where it came from. */
function columnsOf<V extends Partial<RestaurantValues> & Placed>({ url: _url, ...values }: V) {
  return values;
}

/** A new restaurant's first floor: a room for about 40 guests. */
const FIRST_FLOOR = derivedFloor(40);

export async function createRestaurant(
  db: Database,
  values: RestaurantValues & Placed,
  creator: { id: number; status: ListingStatus },
): Promise<Restaurant> {
  // Every restaurant starts with a room for about 40 guests, which its owner then lays out.
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(restaurants)
      .values({
        ...columnsOf(values),
        address: values.address ?? '',
        opening_hours: values.opening_hours ?? {},
        image_gallery: values.image_gallery ?? [],
        created_by: creator.id,
        status: creator.status,
        ...floorSummary(FIRST_FLOOR),
      })
      .returning({ id: restaurants.id });
    if (!created) throw new Error('restaurant insert returned no row');
    await insertFloor(tx, created.id, FIRST_FLOOR);
    const [floored] = await tx.select().from(restaurants).where(eq(restaurants.id, created.id));
    return floored;
  });
  if (!row) throw new Error('restaurant insert returned no row');
  return presentRestaurant(row);
}

/** Any part of the edit; a removed listing is gone (404). */
export async function updateRestaurant(
  db: Database,
  id: number,
  values: UpdateValues,
  now: Date,
): Promise<Restaurant> {
  const [row] = await db
    .update(restaurants)
    .set({ ...columnsOf(values), updated_at: now })
    .where(and(eq(restaurants.id, id), ne(restaurants.status, 'removed')))
    .returning();
  if (!row) throw notFound('restaurant');
  return presentRestaurant(row);
}
