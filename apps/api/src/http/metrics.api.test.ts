/**
 * Prometheus metrics are never public: not served without configuration, 401 without the
 * token; with it, requests are counted by route pattern and status, beside the database's
 * connections, the job queue, the outbox and the open streams. On METRICS_PORT they are served
 * on that port only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, outboxMessages } from '../db/schema/index.ts';
import { freePort } from '../test/free-port.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const TOKEN = 'metrics-token-for-the-tests';
const METRIC_NAMES = [
  'tablefor_http_requests_total',
  'tablefor_http_request_duration_seconds_bucket',
  'tablefor_db_connections',
  'tablefor_jobs',
  'tablefor_outbox_backlog',
  'tablefor_outbox_oldest_age_seconds',
  'tablefor_sse_connections',
  'process_cpu_seconds_total',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.app.inject({
    url: '/api/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** The value of one series: `name{labels} value`, or undefined when absent. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('is not served without METRICS_TOKEN or METRICS_PORT', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('answers 401 without the token or with another', async () => {
    for (const authorization of [undefined, 'Bearer not-the-metrics-token', TOKEN]) {
      const res = await t.app.inject({
        url: '/api/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().errors.length).toBeGreaterThan(0);
      expect(res.body).not.toContain('tablefor_');
    }
  });

  it('names every metric, in the Prometheus text format', async () => {
    const res = await t.app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of METRIC_NAMES) expect(res.body).toContain(name);
  });

  it('counts requests made before by route pattern and status, never by URL', async () => {
    const health = 'tablefor_http_requests_total{method="GET",route="/api/health",status="200"}';
    const missing =
      'tablefor_http_requests_total{method="GET",route="/api/restaurants/:id",status="404"}';
    const before = await scrape();
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/restaurants/987654' });
    const after = await scrape();
    expect(value(after, health)).toBe((value(before, health) ?? 0) + 2);
    expect(value(after, missing)).toBe((value(before, missing) ?? 0) + 1);
    expect(after).not.toContain('987654');
    expect(
      value(
        after,
        'tablefor_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}',
      ),
    ).toBe(value(after, health));
  });

  it('reports the job queue, the outbox backlog and its oldest age', async () => {
    await t.db.insert(jobs).values([
      { queue: 'metrics-test', payload: {}, run_after: sql`now() + interval '1 hour'` },
      { queue: 'metrics-test', payload: {}, status: 'failed' },
      { queue: 'metrics-test', payload: {}, status: 'failed' },
    ]);
    await t.db.insert(outboxMessages).values({
      kind: 'test',
      to_address: 'nobody@example.com',
      subject: 'waiting',
      text_body: 'waiting',
      html_body: '<p>waiting</p>',
      created_at: sql`now() - interval '90 seconds'`,
    });
    const text = await scrape();
    expect(value(text, 'tablefor_jobs{queue="metrics-test",status="pending"}')).toBe(1);
    expect(value(text, 'tablefor_jobs{queue="metrics-test",status="failed"}')).toBe(2);
    expect(value(text, 'tablefor_outbox_backlog')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'tablefor_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(value(text, 'tablefor_sse_connections')).toBe(0);
    const kind = process.env.DATABASE_URL ? 10 : 1;
    expect(value(text, 'tablefor_db_connections{state="max"}')).toBe(kind);
  });
});

describe('METRICS_PORT', () => {
  it('serves /metrics on its own port, and nothing on the public one', async () => {
    const port = await freePort();
    const own = await createTestApp({ env: { METRICS_PORT: String(port) } });
    try {
      const address = await own.app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('tablefor_http_requests_total');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
      expect((await fetch(`${address}/api/metrics`)).status).toBe(404);
    } finally {
      await own.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
