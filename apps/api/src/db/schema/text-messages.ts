/**
 * Text messages (SMS) the product sends, written in the same transaction as what causes them and
 * delivered by a job: through the configured provider, or into the development outbox.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const textTransports = ['provider', 'outbox'] as const;
export type TextTransport = (typeof textTransports)[number];

export const textMessages = pgTable(
  'text_messages',
  {
    id: serial('id').primaryKey(),
    /** What caused it ('waitlist.ready'), for the outbox's reader and the logs. */
    kind: text('kind').notNull(),
    to_number: text('to_number').notNull(),
    body: text('body').notNull(),
    language: text('language').notNull().default('en'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    transport: text('transport').$type<TextTransport>(),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
  },
  (t) => [
    check(
      'text_messages_transport_valid',
      sql`${t.transport} is null or ${t.transport} in ('provider', 'outbox')`,
    ),
    index('text_messages_delivered_idx').on(t.transport, t.delivered_at),
  ],
);
