/**
 * A bounded mixed load on the real server process from this one (autocannon, loopback): search,
 * restaurant pages, availability, guest bookings and sign-ins, 50 connections for LOAD_SECONDS
 * (60 by default), on PGlite and on PostgreSQL. Then GET /api/restaurants/{id} against a bare
 * Fastify route on the same machine, as a ratio of throughputs. Each starts once the server has
 * no e-mail waiting to go out.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createScratchDatabase } from '@tablefor/server-kit/testing';
import { addDays, DEMO_USER, toUtcReservationTime, zonedDateString } from '@tablefor/shared';
import { waitUntilAnswers, stopProcess } from './local-server.ts';
import { benchPostgresUrl, type Row } from './measure.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');
const PORT = 4395;
const BARE_PORT = 4396;
const SECOND_PORT = 4398;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const RATIO_SECONDS = 10;
const ZONE = 'America/Los_Angeles';
const RESTAURANTS = 400;
const TERMS = ['thai', 'italian', 'sushi', 'tacos', 'pizza', 'ramen', 'vegan', 'bbq', 'Hollywood'];
const TIMES = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'];

const UNLIMITED = {
  SIGNUP_RATE_LIMIT_PER_HOUR: '1000000',
  LOGIN_RATE_LIMIT_PER_IP: '1000000',
  LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000000',
  BOOKING_RATE_LIMIT_PER_MINUTE: '1000000',
  // One guest books again and again from one address: no bound on what it holds.
  GUEST_BOOKINGS_PER_RESTAURANT: '1000000',
  GUEST_BOOKINGS_PER_EMAIL: '1000000',
  GUEST_BOOKINGS_PER_CLIENT: '1000000',
};

/** LOAD_PROFILE_DIR=<dir>: each API process writes a CPU profile there when it stops. */
const PROFILE = process.env.LOAD_PROFILE_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.LOAD_PROFILE_DIR)}`]
  : [];

function startApi(env: Record<string, string>, port = PORT): ChildProcess {
  return spawn(process.execPath, [...PROFILE, '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_RESTAURANTS: String(RESTAURANTS),
      SEARCH_SERVICE_URL: 'http://127.0.0.1:9',
      ...UNLIMITED,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
};

/** One request of the mix: mostly reads, some bookings and sign-ins. */
function mixedRequest(counter: { n: number }, date: string): autocannon.Request {
  return {
    setupRequest: (request) => {
      const n = (counter.n += 1);
      const id = 1 + (n % RESTAURANTS);
      const pick = n % 20;
      if (pick < 7) {
        return {
          ...request,
          method: 'GET',
          path: `/api/restaurants/search?searchInput=${TERMS[n % TERMS.length]}&sort=rating`,
        };
      }
      if (pick < 13) return { ...request, method: 'GET', path: `/api/restaurants/${id}` };
      if (pick < 17) {
        return {
          ...request,
          method: 'GET',
          path: `/api/restaurants/${id}/availability?date=${date}&partySize=2`,
        };
      }
      if (pick < 19) {
        return {
          ...request,
          method: 'POST',
          path: `/api/restaurants/${id}/reservations`,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            party_size: 2,
            reservation_time: toUtcReservationTime(date, TIMES[n % TIMES.length]!, ZONE),
            contact_method: 'chat',
            guest_name: 'Load Guest',
            guest_email: 'load@example.com',
          }),
        };
      }
      return {
        ...request,
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
      };
    },
  };
}

/** autocannon reports p50, p90, p97.5 and p99 (no p95). */
type LoadFigures = {
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  errors: number;
  refused: number;
};

async function run(options: autocannon.Options): Promise<LoadFigures> {
  let errors = 0;
  let refused = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) =>
      error ? reject(error as Error) : resolve(finished),
    );
    instance.on('response', (_client, status) => {
      if (status >= 500) errors += 1;
      else if (status >= 400) refused += 1;
    });
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    errors: errors + result.errors + result.timeouts,
    refused,
  };
}

/**
 * Resolves once the server at `origin` has no e-mail waiting to go out (at most `limitMs`): after
 * seeding it sends the seed's day-before reminders, after a load the bookings' confirmations.
 * Measuring meanwhile would measure that delivery too.
 */
async function mailSent(origin: string, limitMs = 120_000): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < limitMs) {
    const health = (await (await fetch(`${origin}/api/health`)).json()) as {
      mail?: { waiting: number };
    };
    if ((health.mail?.waiting ?? 0) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return (performance.now() - start) / 1000;
}

async function measureDatabase(name: string, env: Record<string, string>): Promise<Row[]> {
  const api = startApi(env);
  try {
    await waitUntilAnswers(`${ORIGIN}/api/health`);
    await mailSent(ORIGIN);
    const before = rssMb(api.pid!);
    const date = addDays(zonedDateString(new Date(), ZONE), 10);
    const load = await run({
      url: ORIGIN,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [mixedRequest({ n: 0 }, date)],
    });
    const after = rssMb(api.pid!);
    // The route's own cost on the warm server, not beside the load's e-mail going out.
    const draining = await mailSent(ORIGIN);
    const single = await run({
      url: `${ORIGIN}/api/restaurants/7`,
      connections: CONNECTIONS,
      duration: RATIO_SECONDS,
    });
    return [
      {
        benchmark: `load, ${name}: mixed, ${CONNECTIONS} connections, ${SECONDS} s`,
        figure:
          `${load.rps.toFixed(0)} req/s, p50 ${load.p50} ms, p90 ${load.p90} ms, p99 ${load.p99} ms, ` +
          `${load.errors} errors, ${load.refused} refused (4xx: full sittings), ` +
          `server RSS ${before.toFixed(0)} -> ${after.toFixed(0)} MB`,
      },
      {
        benchmark: `GET /api/restaurants/{id}, ${name}, ${CONNECTIONS} connections`,
        figure:
          `${single.rps.toFixed(0)} req/s, p99 ${single.p99} ms, ${single.errors} errors ` +
          `(after the load's e-mail went out, ${draining.toFixed(0)} s)`,
      },
    ];
  } finally {
    await stopProcess(api);
  }
}

/**
 * Two API processes on one PostgreSQL (the second one does not seed), the load split between
 * them as a proxy in front would: what PGlite, one process by nature, cannot do.
 */
async function measureTwoProcesses(databaseUrl: string): Promise<Row> {
  const first = startApi({ DATABASE_URL: databaseUrl });
  let second: ChildProcess | null = null;
  try {
    await waitUntilAnswers(`${ORIGIN}/api/health`);
    second = startApi({ DATABASE_URL: databaseUrl, SEED_ON_START: 'false' }, SECOND_PORT);
    await waitUntilAnswers(`http://127.0.0.1:${SECOND_PORT}/api/health`);
    await mailSent(ORIGIN);
    const date = addDays(zonedDateString(new Date(), ZONE), 12);
    const counter = { n: 0 };
    const halves = await Promise.all(
      [PORT, SECOND_PORT].map((port) =>
        run({
          url: `http://127.0.0.1:${port}`,
          connections: CONNECTIONS / 2,
          duration: SECONDS,
          requests: [mixedRequest(counter, date)],
        }),
      ),
    );
    const sum = (pick: (figures: LoadFigures) => number) =>
      halves.reduce((total, figures) => total + pick(figures), 0);
    const worst = (pick: (figures: LoadFigures) => number) => Math.max(...halves.map(pick));
    return {
      benchmark: `load, PostgreSQL, 2 API processes: mixed, ${CONNECTIONS} connections, ${SECONDS} s`,
      figure:
        `${sum((f) => f.rps).toFixed(0)} req/s, p50 ${worst((f) => f.p50)} ms, ` +
        `p90 ${worst((f) => f.p90)} ms, p99 ${worst((f) => f.p99)} ms (the slower process), ` +
        `${sum((f) => f.errors)} errors, ${sum((f) => f.refused)} refused`,
    };
  } finally {
    if (second) await stopProcess(second);
    await stopProcess(first);
  }
}

/** The same machine's ceiling: a Fastify route answering a fixed restaurant-sized JSON. */
async function bareFastify(): Promise<number> {
  const body = JSON.stringify((await import('node:crypto')).randomBytes(1200).toString('base64'));
  const source = `
    const app = require('fastify')();
    app.get('/r', async (_q, reply) => reply.type('application/json').send(${JSON.stringify(body)}));
    app.listen({ port: ${BARE_PORT}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['-e', source], {
    cwd: path.join(ROOT, 'apps', 'api'),
    stdio: 'inherit',
  });
  try {
    await waitUntilAnswers(`http://127.0.0.1:${BARE_PORT}/r`);
    return (
      await run({
        url: `http://127.0.0.1:${BARE_PORT}/r`,
        connections: CONNECTIONS,
        duration: RATIO_SECONDS,
      })
    ).rps;
  } finally {
    await stopProcess(child);
  }
}

export async function loadBench(): Promise<Row[]> {
  const rows: Row[] = [];
  const bare = await bareFastify();
  rows.push({
    benchmark: `bare Fastify route, ${CONNECTIONS} connections`,
    figure: `${bare.toFixed(0)} req/s`,
  });

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tablefor-load-'));
  try {
    rows.push(...(await measureDatabase('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' })));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const serverUrl = await benchPostgresUrl();
  if (!serverUrl) {
    rows.push({ benchmark: 'load, PostgreSQL', figure: 'skipped: unreachable' });
  } else {
    const scratch = await createScratchDatabase(serverUrl, 'bench');
    try {
      rows.push(...(await measureDatabase('PostgreSQL', { DATABASE_URL: scratch.url })));
      rows.push(await measureTwoProcesses(scratch.url));
    } finally {
      await scratch.drop();
    }
  }
  for (const row of rows.filter((r) => r.benchmark.startsWith('GET /api/restaurants'))) {
    const rps = Number(/^(\d+) req\/s/.exec(row.figure)?.[1]);
    row.figure += `; ${((rps / bare) * 100).toFixed(0)}% of the bare route`;
  }
  return rows;
}
