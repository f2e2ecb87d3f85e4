/**
 * A new e-mail address waiting for its confirmation: the link goes to the new address, and
 * nothing about the account changes until it is followed. Only the token's SHA-256 is kept; a
 * newer request voids the older one.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    new_email: text('new_email').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_change_tokens_user_idx').on(t.user_id)],
);
