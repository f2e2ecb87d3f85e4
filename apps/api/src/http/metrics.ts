/**
 * Prometheus metrics (prom-client): requests by route pattern and status, the database's
 * connections, the job queue, the e-mail outbox and the host stands' open streams. Each app has
 * its own registry, so that tests building several apps in one process count apart.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ConnectionUse } from '@tablefor/server-kit';
import type { Database } from '../db/client.ts';

/** Seconds: from a cached read (a few ms) to a slow search (seconds). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type MetricSources = {
  db: Database;
  connections: () => ConnectionUse;
  /** Open Server-Sent Events streams (the host stands' timelines). */
  openStreams: () => number;
};

type Rows<Row> = { rows: Row[] };

export function createMetrics({ db, connections, openStreams }: MetricSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'tablefor_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'tablefor_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  new Gauge({
    name: 'tablefor_db_connections',
    help: 'Database connections: open, idle and max (PGlite: one); waiting counts queries waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = connections();
      this.set({ state: 'open' }, use.open);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'max' }, use.max);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });

  new Gauge({
    name: 'tablefor_jobs',
    help: 'Background jobs by queue and status: pending (waiting to run or to retry), running, failed (gave up)',
    labelNames: ['queue', 'status'] as const,
    registers: [registry],
    async collect() {
      // Finished jobs are the bulk of the table and never counted: the claim index serves this.
      const answer = (await db.execute(
        sql`select queue, status, count(*)::int as count from jobs
            where status in ('pending', 'running', 'failed') group by queue, status`,
      )) as unknown as Rows<{ queue: string; status: string; count: number }>;
      this.reset();
      for (const row of answer.rows) this.set({ queue: row.queue, status: row.status }, row.count);
    },
  });

  // One read serves both outbox gauges of a scrape: they are collected side by side, so the
  // second finds the first's read still running.
  let outboxRead: Promise<{ waiting: number; oldest: number }> | null = null;
  const readOutbox = () =>
    (outboxRead ??= db
      .execute(
        sql`select count(*)::int as waiting,
              coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
            from outbox_messages where delivered_at is null`,
      )
      .then((result) => {
        const row = (result as unknown as Rows<{ waiting: number; oldest: number }>).rows[0];
        return { waiting: row?.waiting ?? 0, oldest: row?.oldest ?? 0 };
      })
      .finally(() => {
        outboxRead = null;
      }));
  new Gauge({
    name: 'tablefor_outbox_backlog',
    help: 'E-mails in the outbox not delivered yet',
    registers: [registry],
    async collect() {
      this.set((await readOutbox()).waiting);
    },
  });
  new Gauge({
    name: 'tablefor_outbox_oldest_age_seconds',
    help: 'Age of the oldest e-mail not delivered yet (0 when none waits)',
    registers: [registry],
    async collect() {
      this.set((await readOutbox()).oldest);
    },
  });

  new Gauge({
    name: 'tablefor_sse_connections',
    help: 'Open Server-Sent Events streams (host-stand timelines)',
    registers: [registry],
    collect() {
      this.set(openStreams());
    },
  });

  /** Counts each answered request under its route's pattern, never its URL (ids stay out). */
  function countRequests(app: FastifyInstance) {
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
    });
  }

  return { registry, countRequests };
}

export type Metrics = ReturnType<typeof createMetrics>;
