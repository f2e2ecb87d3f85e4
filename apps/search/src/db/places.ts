/**
 * The embedded provider's directory: places imported from an OpenStreetMap extract or a CSV
 * (`npm run import-places -w apps/search -- <file>`), each as its source states it.
 */
import type { WeeklyHours } from '@tablefor/shared';
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    /** 'osm', 'geojson' or 'csv', and the place's id there ('node/123', a feature's id, a row). */
    source: text('source').notNull(),
    source_id: text('source_id').notNull(),
    /** Where the place can be read: its OpenStreetMap page, or the imported file's name. */
    source_url: text('source_url').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    cuisine: text('cuisine').notNull().default(''),
    price_range: text('price_range').notNull().default(''),
    address: text('address').notNull().default(''),
    neighborhood: text('neighborhood').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip_code: text('zip_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    website: text('website').notNull().default(''),
    /** Display text per weekday ('monday': '11:00-22:00'); {} when not stated. */
    hours: jsonb('hours').$type<Record<string, string>>().notNull().default({}),
    opening_hours: jsonb('opening_hours').$type<WeeklyHours>().notNull().default({}),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    rating: doublePrecision('rating'),
    reviews_count: integer('reviews_count'),
    founded_year: integer('founded_year'),
    size: text('size'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    search_text: text('search_text').generatedAlwaysAs(
      sql`lower(name || ' ' || cuisine || ' ' || neighborhood || ' ' || city || ' ' || description)`,
    ),
    imported_at: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('places_source_id_unique').on(t.source, t.source_id),
    index('places_search_text_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);
export type PlaceRow = typeof places.$inferSelect;
export type NewPlace = typeof places.$inferInsert;
