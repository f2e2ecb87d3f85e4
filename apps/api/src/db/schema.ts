/** The database schema: one table per entity of the spec, with the constraints the spec implies. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    password_hash: text('password_hash').notNull(),
    is_admin: boolean('is_admin').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    check('users_username_length', sql`char_length(${t.username}) between 1 and 20`),
    check('users_first_name_length', sql`char_length(${t.first_name}) between 1 and 20`),
    check('users_last_name_length', sql`char_length(${t.last_name}) between 1 and 20`),
  ],
);

/** One row per issued access token (its `jti`): logout and refresh revoke it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

/** Fixed-window counters for sign-in attempts, keyed by IP or account; shared by all replicas. */
export const authAttempts = pgTable('auth_attempts', {
  key: text('key').primaryKey(),
  window_start: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export type WeeklyHours = Partial<
  Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', { open: string; close: string }[]>
>;

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
    time_zone: text('time_zone').notNull().default('America/Los_Angeles'),
    capacity_per_slot: integer('capacity_per_slot').notNull().default(40),
    dining_duration_minutes: integer('dining_duration_minutes').notNull().default(90),
    dining_style: text('dining_style').notNull().default(''),
    dress_code: text('dress_code').notNull().default(''),
    parking_details: text('parking_details').notNull().default(''),
    payment_options: text('payment_options').notNull().default(''),
    executive_chef: text('executive_chef'),
    website: text('website').notNull().default(''),
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
    owner_id: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('restaurants_cost_range', sql`${t.cost} between 1 and 4`),
    index('restaurants_search_text_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
    index('restaurants_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('restaurants_earth_gist').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    index('restaurants_neighborhood_idx').on(sql`lower(${t.neighborhood})`),
    index('restaurants_rating_idx').on(t.average_rating),
    index('restaurants_cost_idx').on(t.cost),
    check('restaurants_capacity_positive', sql`${t.capacity_per_slot} > 0`),
    check('restaurants_duration_positive', sql`${t.dining_duration_minutes} > 0`),
    check(
      'restaurants_coordinates_range',
      sql`(${t.latitude} is null or ${t.latitude} between -90 and 90) and (${t.longitude} is null or ${t.longitude} between -180 and 180)`,
    ),
  ],
);

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
    rating: smallint('rating').notNull().default(5),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reviews_user_restaurant_unique').on(t.user_id, t.restaurant_id),
    index('reviews_restaurant_idx').on(t.restaurant_id),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_text_length', sql`char_length(${t.review}) between 1 and 500`),
  ],
);

export const reservationStatuses = ['pending_callback', 'confirmed', 'cancelled'] as const;
export const contactMethods = ['phone', 'chat'] as const;

export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    restaurant_id: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    party_size: smallint('party_size').notNull(),
    reservation_time: timestamp('reservation_time', { withTimezone: true }).notNull(),
    status: text('status', { enum: reservationStatuses }).notNull().default('confirmed'),
    guest_name: text('guest_name'),
    guest_email: text('guest_email'),
    phone_number: text('phone_number'),
    contact_method: text('contact_method', { enum: contactMethods }),
    chat_notes: text('chat_notes'),
    /** SHA-256 of the code that opens a reservation booked without signing in. */
    access_code_hash: text('access_code_hash'),
    ...timestamps,
  },
  (t) => [
    index('reservations_restaurant_time_idx').on(t.restaurant_id, t.reservation_time),
    index('reservations_user_time_idx').on(t.user_id, t.reservation_time),
    check('reservations_party_size_range', sql`${t.party_size} between 1 and 20`),
    check(
      'reservations_status_valid',
      sql`${t.status} in ('pending_callback', 'confirmed', 'cancelled')`,
    ),
    check(
      'reservations_contact_method_valid',
      sql`${t.contact_method} is null or ${t.contact_method} in ('phone', 'chat')`,
    ),
  ],
);

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
