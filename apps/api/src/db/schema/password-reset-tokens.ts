/**
 * Links e-mailed to reset a forgotten password. Only the token's SHA-256 is kept: whoever reads
 * the table cannot use a link. A token works once, until `expires_at`; a newer one replaces it.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    /** Hex SHA-256 of the token the link carries. */
    token_hash: text('token_hash').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.user_id)],
);
