/**
 * Claiming a listing: the e-mailed codes that prove an address (only their hashes), and the
 * claims administrators approve or reject.
 */
import {
  bookingMethods,
  claimStatuses,
  claimUploadKinds,
  type ClaimStatus,
  type ClaimUploadKind,
} from '@tablefor/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlValueList } from './columns.ts';
import { restaurants } from './restaurants.ts';
import { users } from './users.ts';

export type ClaimPainPoints = {
  reservationChallenge: string;
  dailyCallVolume: string;
  messageChannels: string[];
  biggestFrustration: string;
  techSatisfaction: number;
};

export const claimVerifications = pgTable(
  'claim_verifications',
  {
    id: serial('id').primaryKey(),
    restaurant_id: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** Lower-cased, so one address is one cooldown and one verification. */
    email: text('email').notNull(),
    /** HMAC of the code: a copy of the database does not hand out codes. */
    code_hash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    /** Set when a claim used the verification: it proves one claim, not many. */
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    /** Set when a newer code replaced it, or too many wrong guesses killed it. */
    voided_at: timestamp('voided_at', { withTimezone: true }),
    /** Who asked for it, for tracing abuse (the per-IP limit itself is the rate limiter's). */
    request_ip: text('request_ip'),
  },
  (t) => [index('claim_verifications_lookup_idx').on(t.restaurant_id, t.email, t.created_at)],
);

export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    restaurant_id: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** The signed-in claimant, who becomes an owner on approval. */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    website: text('website').notNull().default(''),
    booking_method: text('booking_method').notNull(),
    external_booking_url: text('external_booking_url').notNull().default(''),
    pain_points: jsonb('pain_points').$type<ClaimPainPoints>().notNull(),
    selected_goals: jsonb('selected_goals').$type<string[]>().notNull(),
    /** The claimant's language: the e-mails about this claim are written in it. */
    language: text('language').notNull().default('en'),
    /** When the claimant's browser says it sent the claim (the spec's submittedAt). */
    submitted_at: timestamp('submitted_at', { withTimezone: true }).notNull(),
    status: text('status').$type<ClaimStatus>().notNull().default('pending'),
    rejection_reason: text('rejection_reason'),
    reviewed_by: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('claims_status_valid', sql`${t.status} in (${sqlValueList(claimStatuses)})`),
    check(
      'claims_booking_method_valid',
      sql`${t.booking_method} in (${sqlValueList(bookingMethods)})`,
    ),
    index('claims_status_created_idx').on(t.status, t.created_at),
    index('claims_restaurant_idx').on(t.restaurant_id),
  ],
);

/**
 * A claim's uploads: stored when the claimant picks them (by their account), attached to the
 * claim it submits; the bytes are in the file store under `storage_name`, never served publicly.
 */
export const claimFiles = pgTable(
  'claim_files',
  {
    id: uuid('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null until a claim names the upload; a claim's files go with it. */
    claim_id: integer('claim_id').references(() => claims.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ClaimUploadKind>().notNull(),
    /** The name the claimant's file had, for the reviewer's eyes only. */
    name: text('name').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    storage_name: text('storage_name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('claim_files_kind_valid', sql`${t.kind} in (${sqlValueList(claimUploadKinds)})`),
    index('claim_files_claim_idx').on(t.claim_id),
    index('claim_files_user_idx').on(t.user_id, t.created_at),
  ],
);
