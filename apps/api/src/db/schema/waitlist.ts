/**
 * The door waitlist: parties waiting at a restaurant for a table, in the host's order, quoted a
 * wait when they joined, told when their table is ready, seated as walk-ins.
 */
import { waitlistStatuses } from '@tablefor/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sqlValueList, timestamps } from './columns.ts';
import { reservations } from './reservations.ts';
import { restaurants } from './restaurants.ts';

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    restaurant_id: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    guest_name: text('guest_name').notNull(),
    party_size: smallint('party_size').notNull(),
    phone_number: text('phone_number'),
    email: text('email'),
    notes: text('notes'),
    /** The party's language: 'Table ready' is written in it. */
    language: text('language').notNull().default('en'),
    status: text('status', { enum: waitlistStatuses }).notNull().default('waiting'),
    /** The line's order: ascending; a move takes a value between its new neighbours'. */
    position: doublePrecision('position').notNull(),
    /** The wait quoted when the party joined, in minutes. */
    quoted_minutes: integer('quoted_minutes').notNull(),
    notified_at: timestamp('notified_at', { withTimezone: true }),
    seated_at: timestamp('seated_at', { withTimezone: true }),
    /** The walk-in reservation the party was seated as. */
    reservation_id: integer('reservation_id').references(() => reservations.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    index('waitlist_entries_line_idx').on(t.restaurant_id, t.status, t.position),
    check('waitlist_entries_status_valid', sql`${t.status} in (${sqlValueList(waitlistStatuses)})`),
    check('waitlist_entries_party_size_range', sql`${t.party_size} between 1 and 30`),
  ],
);
