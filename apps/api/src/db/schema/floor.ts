/**
 * A restaurant's floor: areas, tables, the tables it combines for larger parties, turn times by
 * party size; and the tables each reservation holds. The database forbids two reservations on
 * one table over overlapping time (migration 0016's exclusion constraint on `reservation_tables`).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { reservations } from './reservations.ts';
import { restaurants } from './restaurants.ts';

const restaurantId = () =>
  integer('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

export const diningAreas = pgTable(
  'dining_areas',
  {
    id: serial('id').primaryKey(),
    restaurant_id: restaurantId(),
    name: text('name').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [unique('dining_areas_restaurant_name').on(t.restaurant_id, t.name)],
);

export const diningTables = pgTable(
  'dining_tables',
  {
    id: serial('id').primaryKey(),
    restaurant_id: restaurantId(),
    area_id: integer('area_id')
      .notNull()
      .references(() => diningAreas.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    min_covers: smallint('min_covers').notNull(),
    max_covers: smallint('max_covers').notNull(),
    /** Offered to diners online; otherwise kept for the host (walk-ins, the phone). */
    online: boolean('online').notNull().default(true),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    unique('dining_tables_restaurant_label').on(t.restaurant_id, t.label),
    index('dining_tables_restaurant_idx').on(t.restaurant_id),
    check('dining_tables_covers', sql`1 <= ${t.min_covers} and ${t.min_covers} <= ${t.max_covers}`),
  ],
);

export const tableCombinations = pgTable(
  'table_combinations',
  {
    id: serial('id').primaryKey(),
    restaurant_id: restaurantId(),
    min_covers: smallint('min_covers').notNull(),
    max_covers: smallint('max_covers').notNull(),
  },
  (t) => [
    index('table_combinations_restaurant_idx').on(t.restaurant_id),
    check(
      'table_combinations_covers',
      sql`1 <= ${t.min_covers} and ${t.min_covers} <= ${t.max_covers}`,
    ),
  ],
);

export const tableCombinationMembers = pgTable(
  'table_combination_members',
  {
    combination_id: integer('combination_id')
      .notNull()
      .references(() => tableCombinations.id, { onDelete: 'cascade' }),
    table_id: integer('table_id')
      .notNull()
      .references(() => diningTables.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.combination_id, t.table_id] })],
);

/** A party of up to `max_party` keeps its table for `minutes`; the largest line covers the rest. */
export const turnTimes = pgTable(
  'turn_times',
  {
    restaurant_id: restaurantId(),
    max_party: smallint('max_party').notNull(),
    minutes: smallint('minutes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurant_id, t.max_party] }),
    check('turn_times_positive', sql`${t.max_party} > 0 and ${t.minutes} > 0`),
  ],
);

/**
 * The tables a reservation holds from `starts_at` to `ends_at` (its turn). Released reservations
 * hold none: a trigger deletes their rows when they are cancelled or declined.
 */
export const reservationTables = pgTable(
  'reservation_tables',
  {
    reservation_id: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    table_id: integer('table_id')
      .notNull()
      .references(() => diningTables.id, { onDelete: 'cascade' }),
    restaurant_id: restaurantId(),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reservation_id, t.table_id] }),
    index('reservation_tables_restaurant_time_idx').on(t.restaurant_id, t.starts_at),
    check('reservation_tables_span', sql`${t.starts_at} < ${t.ends_at}`),
  ],
);
