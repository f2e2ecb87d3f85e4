/** Who owns a restaurant: a restaurant can have several owners, an account several restaurants. */
import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants.ts';
import { users } from './users.ts';

export const restaurantOwners = pgTable(
  'restaurant_owners',
  {
    restaurant_id: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurant_id, t.user_id] }),
    index('restaurant_owners_user_idx').on(t.user_id),
  ],
);
