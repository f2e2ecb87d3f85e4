/**
 * E-mail the product sends: each message is written here in the same transaction as the record
 * that causes it, and a job delivers it (SMTP when configured, else the development mailbox).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const mailTransports = ['smtp', 'mailbox'] as const;
export type MailTransport = (typeof mailTransports)[number];

/** A file sent with a message (an .ics invitation), its content as text. */
export type EmailAttachment = { filename: string; contentType: string; content: string };

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** What caused it ('claim.code'), for the mailbox's reader and the logs. */
    kind: text('kind').notNull(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body').notNull(),
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    /** The recipient's language, a code of @tablefor/shared's LANGUAGES: the message's. */
    language: text('language').notNull().default('en'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When and how it left: by SMTP, or into the development mailbox. */
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    transport: text('transport').$type<MailTransport>(),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
  },
  (t) => [
    check(
      'outbox_transport_valid',
      sql`${t.transport} is null or ${t.transport} in ('smtp', 'mailbox')`,
    ),
    index('outbox_delivered_idx').on(t.transport, t.delivered_at),
  ],
);
export type OutboxMessage = typeof outboxMessages.$inferSelect;
