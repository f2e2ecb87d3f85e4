/**
 * `GET /api/ready`: whether this process should be sent traffic. The database answers, its newest
 * committed migration is recorded in it (a process started against an older schema is not
 * ready), and the background job workers are running. A load balancer asks every few seconds, so
 * the answer is kept for a moment and each check is one indexed read at most.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/** How long an answer is kept: a probe every second costs the database one pair of reads. */
export const READY_CACHE_MS = 2000;
/** A database that does not answer within this long is as good as unreachable. */
const CHECK_TIMEOUT_MS = 2000;

export type ReadinessCheck = 'database' | 'migrations' | 'jobs';
export type Readiness = {
  ready: boolean;
  /**
   * Each check: 'ok', or a fixed word for why not (the route is public: the error itself, which
   * may name hosts, goes to the log).
   */
  checks: Record<ReadinessCheck, string>;
};

type JournalEntry = { tag: string; when: number };

/** The newest migration in drizzle-kit's journal: its name, and the time drizzle records for it. */
export function latestMigration(migrationsFolder: string): JournalEntry {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] };
  const latest = journal.entries.at(-1);
  if (!latest) throw new Error(`No migration in ${migrationsFolder}`);
  return latest;
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function createReadinessCheck({
  db,
  migrationsFolder,
  workersRunning,
  log,
  cacheMs = READY_CACHE_MS,
}: {
  db: Database;
  migrationsFolder: string;
  workersRunning: () => boolean;
  log: FastifyBaseLogger;
  cacheMs?: number;
}): () => Promise<Readiness> {
  const expected = latestMigration(migrationsFolder);
  let kept: { at: number; answer: Promise<Readiness> } | null = null;

  async function migrationsApplied(): Promise<string> {
    // drizzle's migrator records each applied migration with its journal time (`when`).
    const answer = (await withTimeout(
      db.execute(sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`),
    )) as unknown as { rows: { latest: string | null }[] };
    const applied = Number(answer.rows[0]?.latest ?? 0);
    return applied >= expected.when ? 'ok' : `not applied: ${expected.tag}`;
  }

  async function check(): Promise<Readiness> {
    const checks: Readiness['checks'] = { database: 'ok', migrations: 'ok', jobs: 'ok' };
    try {
      await withTimeout(db.execute(sql`select 1`));
      checks.migrations = await migrationsApplied().catch((error: unknown) => {
        log.warn({ err: error }, 'readiness: the migrations could not be read');
        return 'unknown';
      });
    } catch (error) {
      log.warn({ err: error }, 'readiness: the database does not answer');
      checks.database = 'unreachable';
      checks.migrations = 'unknown';
    }
    if (!workersRunning()) checks.jobs = 'stopped';
    return { ready: Object.values(checks).every((value) => value === 'ok'), checks };
  }

  return () => {
    const now = Date.now();
    if (!kept || now - kept.at >= cacheMs) kept = { at: now, answer: check() };
    return kept.answer;
  };
}

export function readinessRoute(app: FastifyInstance, ready: () => Promise<Readiness>) {
  const openapi = {
    summary:
      'Whether this process should get traffic: the database answers, its migrations are applied and the job workers run (503 and the failed check if not)',
    tags: ['operations'],
  };
  app.get('/api/ready', { config: { openapi } }, async (_request, reply) => {
    const answer = await ready();
    return reply
      .status(answer.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(answer);
  });
}
