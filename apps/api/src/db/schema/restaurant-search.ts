/**
 * A narrow copy of the published restaurants' searchable columns (~460 bytes a row against the
 * listing's ~1.7 KB), kept by triggers on `restaurants` (migration 0010). A search that matches
 * thousands of listings reads a quarter of the pages it would read from the listings themselves.
 */
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants.ts';

export const restaurantSearch = pgTable(
  'restaurant_search',
  {
    id: integer('id')
      .primaryKey()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    cost: smallint('cost').notNull(),
    neighborhood: text('neighborhood').notNull(),
    cuisines: text('cuisines').notNull(),
    dining_style: text('dining_style').notNull(),
    location: text('location').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    average_rating: doublePrecision('average_rating').notNull(),
    review_count: integer('review_count').notNull(),
    total_num_reservations: integer('total_num_reservations').notNull(),
    /** The listing's lower-cased name, cuisines, neighborhood and description. */
    search_text: text('search_text').notNull(),
  },
  (t) => [
    index('restaurant_search_text_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
    index('restaurant_search_neighborhood_idx').on(sql`lower(${t.neighborhood})`),
  ],
);
