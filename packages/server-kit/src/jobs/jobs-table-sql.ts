/**
 * The `jobs` table's DDL, in one place for every service that queues work: a database's
 * `migrate()` runs it before the service's own migrations when the service's schema holds
 * `jobs`. Idempotent, so a database whose migrations created the table already is unchanged.
 * It must describe the same table as `job-table.ts`.
 */
import { sql } from 'drizzle-orm';

export const JOBS_TABLE_SQL = [
  `CREATE TABLE IF NOT EXISTS "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"result" jsonb,
	"error" text,
	"error_code" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_valid" CHECK ("jobs"."status" in ('pending', 'running', 'completed', 'failed'))
)`,
  `CREATE INDEX IF NOT EXISTS "jobs_claim_idx" ON "jobs" USING btree ("queue","status","run_after")`,
];

/** Creates the `jobs` table and its index where they do not exist yet. */
export async function ensureJobsTable(db: {
  execute(query: ReturnType<typeof sql.raw>): Promise<unknown>;
}): Promise<void> {
  for (const statement of JOBS_TABLE_SQL) await db.execute(sql.raw(statement));
}
