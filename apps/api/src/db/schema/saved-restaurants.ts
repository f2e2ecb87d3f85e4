/** Saved restaurants: a diner's list, one row per diner and restaurant. */
import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants.ts';
import { users } from './users.ts';

export const savedRestaurants = pgTable(
  'saved_restaurants',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurant_id: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.restaurant_id] })],
);
