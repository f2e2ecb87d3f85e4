/**
 * Several API processes on one PostgreSQL: a booking made through one process reaches a host
 * stand streaming from another, through the database's notifications. Process 1 is built in
 * this test; process 2 is the real server started as a child process on the same database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '@tablefor/server-kit/testing';
import type { Timeline } from '@tablefor/shared';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openPostgres, type DatabaseHandle } from '../../db/client.ts';
import { TEST_ADMIN_SECRET, type TestApp } from '../../test/test-app.ts';
import { signedUpUser } from '../../test/factories.ts';
import { createRestaurant, nextWeekday } from '../../test/restaurant-factory.ts';
import { book, bookingBody } from '../reservations/reservation-test-helpers.ts';
import { openTimelineStream, TWO_ROOMS } from './host-stand-test-helpers.ts';

const serverUrl = process.env.DATABASE_URL;
const API_DIR = path.join(import.meta.dirname, '..', '..', '..');
/** Both processes sign and check the same tokens. */
const JWT_SECRET = 'two-processes-test-secret-of-at-least-32-characters';
const DAY = nextWeekday(2);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function answers(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

describe.skipIf(!serverUrl)('two API processes on one PostgreSQL (DATABASE_URL)', () => {
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;
  let first: TestApp;
  let second: ChildProcess;
  let secondUrl: string;
  let uploadsDir: string;

  beforeAll(async () => {
    const template = inject('apiDatabaseTemplate')?.postgres;
    scratch = await createScratchDatabase(serverUrl!, 'test', template);
    database = await openPostgres(scratch.url);
    if (!template) await database.migrate();
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'tablefor-uploads-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ADMIN_SECRET_KEY: TEST_ADMIN_SECRET,
      JWT_SECRET,
      UPLOADS_DIR: uploadsDir,
      DATABASE_URL: scratch.url,
    });
    const app = await buildApp({ config, database, logger: false, serveWeb: false });
    await app.ready();
    first = {
      app,
      db: database.db,
      config,
      heardChanges: async () => {},
      close: async () => {},
    };

    const port = await freePort();
    secondUrl = `http://127.0.0.1:${port}`;
    second = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        DATABASE_URL: scratch.url,
        JWT_SECRET,
        ADMIN_SECRET_KEY: TEST_ADMIN_SECRET,
        SEED_ON_START: 'false',
        UPLOADS_DIR: uploadsDir,
      },
      stdio: 'ignore',
    });
    await answers(`${secondUrl}/api/health`, 60_000);
  }, 90_000);

  afterAll(async () => {
    if (second && second.exitCode === null) {
      const exited = new Promise((resolve) => second.once('exit', resolve));
      second.kill('SIGTERM');
      await exited;
    }
    await first?.app.close();
    await database?.close();
    await scratch?.drop();
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  });

  it('streams from process 2 a booking made through process 1, within a second', async () => {
    const owner = await signedUpUser(first);
    const diner = await signedUpUser(first);
    const restaurant = await createRestaurant(database.db, {
      owner_id: owner.id,
      floor: TWO_ROOMS,
    });
    const live = await openTimelineStream(secondUrl, restaurant.id, DAY, owner.headers);
    try {
      expect(live.status).toBe(200);
      expect((await live.next(5_000)).reservations).toEqual([]);

      const booked = await book(first, restaurant.id, bookingBody(DAY, '19:00'), diner.headers);
      expect(booked.statusCode, booked.body).toBe(201);
      const id = booked.json<{ id: number }>().id;
      const since = Date.now();
      const timeline: Timeline = await live.until(
        (next) => next.reservations.some((reservation) => reservation.id === id),
        1_000,
      );
      expect(Date.now() - since).toBeLessThan(1_000);
      expect(timeline.restaurant.id).toBe(restaurant.id);
    } finally {
      live.close();
    }
  });
});
