/**
 * Durable background work: one row per job, claimed with `FOR UPDATE SKIP LOCKED` under a lease.
 * A service adds this table to its Drizzle schema; its database's `migrate()` then creates it
 * (`jobs-table-sql.ts`, the one DDL of it) before the service's own migrations run.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const jobStatuses = ['pending', 'running', 'completed', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which handler runs it ('topic-search', 'email', ...). */
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    result: jsonb('result').$type<unknown>(),
    error: text('error'),
    error_code: text('error_code'),
    /** Claims so far, counting the current one. */
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(3),
    /** Not claimed before this time (retry backoff). */
    run_after: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The worker that holds the job and until when; an expired lease may be claimed again. A
     * finished job keeps the worker that finished it.
     */
    locked_by: text('locked_by'),
    lease_until: timestamp('lease_until', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_status_valid', sql`${t.status} in ('pending', 'running', 'completed', 'failed')`),
    index('jobs_claim_idx').on(t.queue, t.status, t.run_after),
  ],
);
export type JobRow = typeof jobs.$inferSelect;
