/**
 * Notify requests: a diner waiting for a table at a restaurant on a date, in a window of times.
 * A freed table is offered to the earliest waiting request that it fits, as a `held` reservation
 * (see reservations) that expires at `offer_expires_at` unless the diner claims it.
 */
import { notifyRequestStatuses } from '@tablefor/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sqlValueList, timestamps } from './columns.ts';
import { reservations } from './reservations.ts';
import { restaurants } from './restaurants.ts';
import { users } from './users.ts';

export const notifyRequests = pgTable(
  'notify_requests',
  {
    id: serial('id').primaryKey(),
    restaurant_id: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** The window's first and last start times on the restaurant's clock, 'HH:MM'. */
    from_time: text('from_time').notNull(),
    to_time: text('to_time').notNull(),
    /** The window as instants: the queue skips a request whose last time has passed. */
    window_start: timestamp('window_start', { withTimezone: true }).notNull(),
    window_end: timestamp('window_end', { withTimezone: true }).notNull(),
    party_size: smallint('party_size').notNull(),
    status: text('status', { enum: notifyRequestStatuses }).notNull().default('waiting'),
    /** The held reservation offered to this request; the booking itself once claimed. */
    reservation_id: integer('reservation_id').references(() => reservations.id, {
      onDelete: 'set null',
    }),
    offered_at: timestamp('offered_at', { withTimezone: true }),
    offer_expires_at: timestamp('offer_expires_at', { withTimezone: true }),
    /** The language the request was made in: the offer's e-mail is written in it. */
    language: text('language').notNull().default('en'),
    ...timestamps,
  },
  (t) => [
    index('notify_requests_queue_idx').on(t.restaurant_id, t.status, t.created_at),
    index('notify_requests_user_idx').on(t.user_id, t.created_at),
    // One open request per diner, restaurant and day: ten identical requests make one.
    uniqueIndex('notify_requests_open_unique')
      .on(t.user_id, t.restaurant_id, t.date)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    check(
      'notify_requests_status_valid',
      sql`${t.status} in (${sqlValueList(notifyRequestStatuses)})`,
    ),
    check('notify_requests_window_order', sql`${t.from_time} <= ${t.to_time}`),
    check('notify_requests_party_size_range', sql`${t.party_size} between 1 and 30`),
  ],
);
