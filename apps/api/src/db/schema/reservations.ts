/** Reservations: a party at a restaurant at a time, booked by an account or a guest. */
import { TABLE_MAX_COVERS, contactMethods, reservationStatuses } from '@tablefor/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  boolean,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sqlValueList, timestamps } from './columns.ts';
import { restaurants } from './restaurants.ts';
import { users } from './users.ts';

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
    /**
     * A guest booking's client network (IPv4 address, IPv6 /64) as an HMAC under the server's
     * secret, never the address itself: what bounds one client's guest bookings.
     */
    client_hash: text('client_hash'),
    /** The language the booking was made in: the diner's e-mails are written in it. */
    language: text('language').notNull().default('en'),
    /** Why the restaurant declined a callback request, as the guest was told. */
    decline_reason: text('decline_reason'),
    /** When the day-before reminder went to the outbox; set once, in the same transaction. */
    reminder_queued_at: timestamp('reminder_queued_at', { withTimezone: true }),
    /** Seated by the host at the door, without a booking. */
    walk_in: boolean('walk_in').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('reservations_restaurant_time_idx').on(t.restaurant_id, t.reservation_time),
    index('reservations_user_time_idx').on(t.user_id, t.reservation_time),
    // The guest booking bounds: one e-mail address's and one client's upcoming bookings.
    index('reservations_guest_email_time_idx')
      .on(sql`lower(${t.guest_email})`, t.reservation_time)
      .where(sql`${t.user_id} is null`),
    index('reservations_guest_client_time_idx')
      .on(t.client_hash, t.reservation_time)
      .where(sql`${t.client_hash} is not null`),
    // Online bookings stop at MAX_PARTY_SIZE; the host may seat any party a table holds.
    check(
      'reservations_party_size_range',
      sql`${t.party_size} between 1 and ${sql.raw(String(TABLE_MAX_COVERS))}`,
    ),
    check('reservations_status_valid', sql`${t.status} in (${sqlValueList(reservationStatuses)})`),
    check(
      'reservations_contact_method_valid',
      sql`${t.contact_method} is null or ${t.contact_method} in (${sqlValueList(contactMethods)})`,
    ),
  ],
);
