/**
 * A task survives the death of the process running it: the service is killed (SIGKILL) while its
 * provider is still answering, started again on the same data, and the task completes.
 * Embedded PGlite: the new process resumes it at once. PostgreSQL (DATABASE_URL): a new instance
 * claims it once the dead one's lease runs out.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '@tablefor/server-kit/testing';
import { afterEach, describe, expect, it } from 'vitest';

const serviceRoot = path.join(import.meta.dirname, '..', '..');
const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

const restaurantPage = `<!doctype html><html><head><title>Trattoria Sole</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Restaurant',
  name: 'Trattoria Sole',
  description: 'Handmade pasta by the beach',
  servesCuisine: 'Italian',
  telephone: '+1 310-555-0101',
  address: {
    '@type': 'PostalAddress',
    streetAddress: '1200 Ocean Ave',
    addressLocality: 'Santa Monica',
    addressRegion: 'CA',
    postalCode: '90401',
  },
})}</script></head><body><h1>Trattoria Sole</h1></body></html>`;

/**
 * A web-search engine (SearxNG's JSON API) and the restaurant page it finds. Until `release()`
 * it holds every search open, so the task is in progress when the service dies.
 */
async function startWebSearch() {
  const held: ServerResponse[] = [];
  let holding = true;
  let searches = 0;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    if (url.pathname === '/trattoria') {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(restaurantPage);
      return;
    }
    searches += 1;
    if (holding) {
      held.push(response);
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        query: url.searchParams.get('q'),
        results: [{ url: `${origin}/trattoria`, title: 'Trattoria Sole', content: 'Italian' }],
      }),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cleanups.push(() => {
    for (const response of held) response.destroy();
    server.closeAllConnections();
    server.close();
  });
  return {
    origin,
    searches: () => searches,
    release() {
      holding = false;
    },
  };
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

function startService(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serviceRoot,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return child;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined && done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function killAndResume(database: Record<string, string>) {
  const search = await startWebSearch();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...database,
    SEARCH_PORT: String(port),
    SEARXNG_URL: search.origin,
    FETCH_ALLOWED_ORIGINS: search.origin,
    IMPORT_SAMPLE_ON_START: 'false',
    TASK_POLL_MS: '200',
  };
  const health = () => fetch(`${base}/search/health`).then((response) => response.status);
  const status = (taskId: string) =>
    fetch(`${base}/search/status/${taskId}`).then(
      (response) => response.json() as Promise<{ status: string; result: unknown }>,
    );

  const first = startService(env);
  await until(health, (code) => code === 200);
  const started = await fetch(`${base}/search/topic`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      topic: 'italian',
      filters: { location: 'Santa Monica' },
      config: { search_provider: 'searxng', max_search_queries: 1 },
    }),
  });
  const { task_id: taskId } = (await started.json()) as { task_id: string };
  await until(
    async () => search.searches(),
    (count) => count > 0,
  );
  expect((await status(taskId)).status).toBe('in_progress');

  first.kill('SIGKILL');
  await once(first, 'exit');
  search.release();

  startService(env);
  await until(health, (code) => code === 200);
  const done = await until(
    () => status(taskId),
    (answer) => answer.status === 'completed' || answer.status === 'error',
  );
  expect(done.status).toBe('completed');
  expect(done.result).toMatchObject({
    companies: [
      expect.objectContaining({
        name: 'Trattoria Sole',
        source_urls: [`${search.origin}/trattoria`],
      }),
    ],
  });
}

describe('a task in progress when the service is killed', () => {
  it('embedded: finishes after a restart', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'search-restart-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    await killAndResume({ DATA_DIR: dataDir });
  }, 120_000);

  const serverUrl = process.env.DATABASE_URL;
  it.skipIf(!serverUrl)(
    'PostgreSQL: another instance finishes it when the lease runs out',
    async () => {
      const scratch = await createScratchDatabase(serverUrl ?? '', 'search');
      cleanups.push(scratch.drop);
      await killAndResume({ SEARCH_DATABASE_URL: scratch.url, TASK_LEASE_SECONDS: '2' });
    },
    120_000,
  );
});
