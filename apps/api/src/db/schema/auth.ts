/** Sign-in state: issued access tokens and the attempt counters that throttle sign-in. */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

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
