/**
 * The embedded database survives being killed: bookings the API acknowledged before a SIGKILL are
 * all there after a restart, and a server killed while migrating or seeding starts cleanly the next
 * time (seeding is one transaction). The real server process, on a data folder of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toUtcReservationTime, zonedDateString } from '@tablefor/shared';
import { UNBOUNDED_BOOKERS } from '../modules/reservations/reservation-test-helpers.ts';
import { freePort } from '../test/free-port.ts';

const API_DIR = path.join(import.meta.dirname, '..', '..');
const ZONE = 'America/Los_Angeles';
const TIMES = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'];

let dataDir: string;
let port: number;

function startServer(restaurants = 3): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_RESTAURANTS: String(restaurants),
      LOG_LEVEL: 'silent',
      BOOKING_RATE_LIMIT_PER_MINUTE: '100000',
      // One guest books again and again: the load, not the bounds, is under test.
      ...UNBOUNDED_BOOKERS,
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
}

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not ready within ${timeoutMs} ms`);
}

const url = (pathname: string) => `http://127.0.0.1:${port}${pathname}`;
const healthy = async () => (await fetch(url('/api/health'))).ok;

async function kill(server: ChildProcess) {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tablefor-durability-'));
  port = await freePort();
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database, killed', () => {
  it('starts cleanly after a kill while migrating or seeding', async () => {
    // Killed as soon as the database folder exists (migrating), then a little later (seeding).
    for (const afterMs of [0, 700]) {
      const server = startServer(400);
      await until(async () => existsSync(path.join(dataDir, 'pglite', 'PG_VERSION')), 60_000);
      await new Promise((resolve) => setTimeout(resolve, afterMs));
      await kill(server);
    }
    const server = startServer(400);
    try {
      await until(healthy, 60_000);
      const res = await fetch(url('/api/restaurants/search?pageSize=1'));
      expect(res.status).toBe(200);
      expect(((await res.json()) as { total: number }).total).toBe(400);
    } finally {
      await kill(server);
    }
  }, 120_000);

  it('keeps every booking it acknowledged across repeated SIGKILLs', async () => {
    const acknowledged: { id: number; code: string }[] = [];
    const date = addDays(zonedDateString(new Date(), ZONE), 2);
    for (let round = 0; round < 3; round += 1) {
      const server = startServer();
      await until(healthy, 60_000);
      const stop = Date.now() + 1500;
      let n = 0;
      const clients = Array.from({ length: 4 }, async () => {
        while (Date.now() < stop) {
          n += 1;
          const res = await fetch(url(`/api/restaurants/${1 + (n % 3)}/reservations`), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              party_size: 1,
              reservation_time: toUtcReservationTime(date, TIMES[n % TIMES.length]!, ZONE),
              contact_method: 'chat',
              guest_name: `Guest ${round}-${n}`,
              guest_email: 'guest@example.com',
            }),
          }).catch(() => null);
          if (res?.status === 201) {
            const body = (await res.json()) as { id: number; access_code: string };
            acknowledged.push({ id: body.id, code: body.access_code });
          }
        }
      });
      // The kill lands while the clients are still booking.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await kill(server);
      await Promise.all(clients);
    }
    expect(acknowledged.length).toBeGreaterThan(10);

    const server = startServer();
    try {
      await until(healthy, 60_000);
      const missing: number[] = [];
      for (const { id, code } of acknowledged) {
        const res = await fetch(url(`/api/reservations/${id}`), {
          headers: { 'x-reservation-code': code },
        });
        if (res.status !== 200) missing.push(id);
      }
      expect(missing).toEqual([]);
    } finally {
      await kill(server);
    }
  }, 180_000);
});
