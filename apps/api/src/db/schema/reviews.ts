/** Reviews: one per diner and restaurant. */
import { DEFAULT_REVIEW_RATING } from '@tablefor/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { restaurants } from './restaurants.ts';
import { users } from './users.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurant_id: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    review: text('review').notNull(),
    rating: smallint('rating').notNull().default(DEFAULT_REVIEW_RATING),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reviews_user_restaurant_unique').on(t.user_id, t.restaurant_id),
    index('reviews_restaurant_idx').on(t.restaurant_id),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_text_length', sql`char_length(${t.review}) between 1 and 500`),
  ],
);
