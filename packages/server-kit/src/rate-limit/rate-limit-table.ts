/**
 * Rate-limit counters every process of a service shares on PostgreSQL: one row per limit and
 * client (the route and the address or account), counting requests until its window ends. A
 * service adds this table to its Drizzle schema and its migrations create it UNLOGGED: a count
 * then costs no disk flush while its row is locked, so many requests from one address do not
 * queue behind each other's commits; a crash empties it, forgiving what was counted.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitCounters = pgTable('rate_limit_counters', {
  /** The route's method and pattern, then the limit's key: 'POST/api/contact:203.0.113.7'. */
  key: text('key').primaryKey(),
  /** Requests counted in the current window, the one that opened it included. */
  hits: integer('hits').notNull(),
  /** When the count starts again from nothing. */
  window_ends: timestamp('window_ends', { withTimezone: true }).notNull(),
});
