/** Restaurants: listing, opening hours, pacing, and the columns search reads. */
import {
  DEFAULT_TIME_ZONE,
  listingStatuses,
  noAccessibility,
  type Accessibility,
  type ListingStatus,
  type WeeklyHours,
} from '@tablefor/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sqlValueList, timestamps } from './columns.ts';
import { EMPTY_STORED_PLAN, type StoredFloorPlan } from './stored-floor-plan.ts';
import { users } from './users.ts';

export const restaurants = pgTable(
  'restaurants',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    preview_img: text('preview_img').notNull().default(''),
    image_gallery: jsonb('image_gallery').$type<string[]>().notNull().default([]),
    cuisines: text('cuisines').notNull().default(''),
    cost: smallint('cost').notNull().default(2),
    neighborhood: text('neighborhood').notNull().default(''),
    description: text('description').notNull().default(''),
    cross_street: text('cross_street').notNull().default(''),
    operation_hours: text('operation_hours').notNull().default(''),
    opening_hours: jsonb('opening_hours').$type<WeeklyHours>().notNull().default({}),
    time_zone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    /** Pacing: at most this many covers may start in one quarter hour online; null, no cap. */
    pacing_max_covers: integer('pacing_max_covers'),
    /** The largest party an online table or combination seats, kept by every floor save. */
    largest_party: smallint('largest_party').notNull().default(0),
    /**
     * The floor's tables, combinations and turn times, rewritten by the database whenever one of
     * their rows changes (migration 0020): availability reads one column, not four tables.
     */
    floor_plan: jsonb('floor_plan').$type<StoredFloorPlan>().notNull().default(EMPTY_STORED_PLAN),
    dining_style: text('dining_style').notNull().default(''),
    dress_code: text('dress_code').notNull().default(''),
    parking_details: text('parking_details').notNull().default(''),
    payment_options: text('payment_options').notNull().default(''),
    executive_chef: text('executive_chef'),
    accessibility: jsonb('accessibility')
      .$type<Accessibility>()
      .notNull()
      .default(noAccessibility()),
    website: text('website').notNull().default(''),
    /** Where claim codes may be sent (besides addresses at the website's domain); never public. */
    business_email: text('business_email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    location: text('location').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    total_num_reservations: integer('total_num_reservations').notNull().default(0),
    /** Kept in step with reviews by the review writes (and the seed), so sorting needs no join. */
    average_rating: doublePrecision('average_rating').notNull().default(0),
    review_count: integer('review_count').notNull().default(0),
    /** Lower-cased text that search matches with trigram indexes. */
    search_text: text('search_text').generatedAlwaysAs(
      sql`lower(name || ' ' || cuisines || ' ' || neighborhood || ' ' || description)`,
    ),
    /** The first owner; `restaurant_owners` holds them all and is what new code reads. */
    owner_id: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who created the listing (the wizard's user or an administrator). */
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<ListingStatus>().notNull().default('published'),
    removed_at: timestamp('removed_at', { withTimezone: true }),
    /** Set when an administrator approves or rejects a listing that was pending review. */
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    reviewed_by: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why an administrator rejected the listing; its creator reads it on the listing's page. */
    rejection_reason: text('rejection_reason'),
    ...timestamps,
  },
  (t) => [
    check('restaurants_cost_range', sql`${t.cost} between 1 and 4`),
    check('restaurants_status_valid', sql`${t.status} in (${sqlValueList(listingStatuses)})`),
    index('restaurants_status_idx').on(t.status),
    index('restaurants_created_by_idx').on(t.created_by),
    index('restaurants_search_text_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
    index('restaurants_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('restaurants_earth_gist').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    index('restaurants_neighborhood_idx').on(sql`lower(${t.neighborhood})`),
    index('restaurants_rating_idx').on(t.average_rating),
    index('restaurants_cost_idx').on(t.cost),
    // The 'Accessible entrance' filter reads the few that have one.
    index('restaurants_step_free_entrance_idx')
      .on(t.id)
      .where(sql`(${t.accessibility} ->> 'step_free_entrance') = 'true'`),
    check('restaurants_pacing_positive', sql`${t.pacing_max_covers} > 0`),
    check(
      'restaurants_coordinates_range',
      sql`(${t.latitude} is null or ${t.latitude} between -90 and 90) and (${t.longitude} is null or ${t.longitude} between -180 and 180)`,
    ),
  ],
);
