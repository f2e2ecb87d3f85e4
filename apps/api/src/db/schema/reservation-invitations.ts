/**
 * Guests a diner invited to their reservation. The e-mailed link carries a token kept here only
 * as its SHA-256; it opens a read-only view until the invitation is revoked or the booking ends.
 * The restaurant never reads these addresses.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { reservations } from './reservations.ts';

export const reservationInvitations = pgTable(
  'reservation_invitations',
  {
    id: serial('id').primaryKey(),
    reservation_id: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    token_hash: text('token_hash').notNull(),
    /** The language the invitation was written in: later changes reach the guest in it. */
    language: text('language').notNull().default('en'),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reservation_invitations_token_unique').on(t.token_hash),
    index('reservation_invitations_reservation_idx').on(t.reservation_id),
    // One live invitation per guest and reservation: ten identical requests make one.
    uniqueIndex('reservation_invitations_open_unique')
      .on(t.reservation_id, sql`lower(${t.email})`)
      .where(sql`${t.revoked_at} is null`),
  ],
);
