/** Without configured secrets a development server makes up its own: none is published. */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedReservation } from '@tablefor/shared';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { accessCodeFor } from './modules/reservations/reservation-access.ts';
import { bookingBody } from './modules/reservations/reservation-test-helpers.ts';
import { createRestaurant, nextWeekday } from './test/restaurant-factory.ts';
import { openTestDatabase } from './test/test-database.ts';

/** The development defaults this code once had: anyone could read them. */
const PUBLISHED_JWT_SECRET = 'dev-only-jwt-secret-change-me-in-production-0123456789';
const PUBLISHED_ADMIN_SECRET_KEY = 'dev-admin-secret';

let dataDir: string;
let database: DatabaseHandle;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tablefor-data-'));
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The API as `npm start` builds it: development, no secrets given, kept under DATA_DIR. */
async function startDevelopmentApi() {
  const env = { NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dataDir };
  const config = loadConfig(env, { keepMadeUpSecrets: true });
  const app = await buildApp({ config, database, logger: false, serveWeb: false });
  await app.ready();
  return { app, config };
}

describe('development secrets', () => {
  it('are random for every process that does not keep them, never a constant', () => {
    const [first, second] = [loadConfig({}), loadConfig({})];
    for (const config of [first, second]) {
      expect(config.jwtSecret).toMatch(/^[\w-]{43}$/);
      expect(config.adminSecretKey).toMatch(/^[\w-]{43}$/);
    }
    expect(first.jwtSecret).not.toBe(second.jwtSecret);
    expect(first.adminSecretKey).not.toBe(second.adminSecretKey);
  });

  it('refuse admin sign-up with the published development key', async () => {
    const { app } = await startDevelopmentApi();
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/signup',
      payload: {
        username: 'mallory',
        email: 'mallory@example.com',
        first_name: 'Mallory',
        last_name: 'Intruder',
        password: 'mallory-password-1',
        admin_secret_key: PUBLISHED_ADMIN_SECRET_KEY,
      },
    });
    await app.close();
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual(['admin_secret_key: Invalid admin secret key']);
  });

  it("leave a guest's code underivable from the published JWT secret", async () => {
    const { app } = await startDevelopmentApi();
    const restaurant = await createRestaurant(database.db);
    const booked = await app.inject({
      method: 'POST',
      url: `/api/restaurants/${restaurant.id}/reservations`,
      payload: bookingBody(nextWeekday(4), '19:00'),
    });
    const { id, access_code } = booked.json<CreatedReservation>();
    const derived = accessCodeFor(PUBLISHED_JWT_SECRET, id);
    const res = await app.inject({ url: `/api/reservations/${id}?code=${derived}` });
    await app.close();
    expect(booked.statusCode).toBe(201);
    expect(derived).not.toBe(access_code);
    expect(res.statusCode).toBe(404);
  });

  it('are kept in DATA_DIR/secrets.json (owner only), so a session survives a restart', async () => {
    const first = await startDevelopmentApi();
    const signup = await first.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        username: 'rita',
        email: 'rita@example.com',
        first_name: 'Rita',
        last_name: 'Restart',
        password: 'rita-password-1',
      },
    });
    expect(signup.statusCode).toBe(201);
    await first.app.close();

    const second = await startDevelopmentApi();
    const me = await second.app.inject({
      url: '/api/auth/',
      headers: { authorization: `Bearer ${signup.json().access_token}` },
    });
    await second.app.close();
    expect(second.config.jwtSecret).toBe(first.config.jwtSecret);
    expect(second.config.adminSecretKey).toBe(first.config.adminSecretKey);
    expect(me.statusCode).toBe(200);
    expect((await stat(path.join(dataDir, 'secrets.json'))).mode & 0o777).toBe(0o600);
  });

  it('are not made up, nor written, when configured', async () => {
    const configured = await mkdtemp(path.join(os.tmpdir(), 'tablefor-data-'));
    const config = loadConfig(
      { DATA_DIR: configured, JWT_SECRET: 'j'.repeat(40), ADMIN_SECRET_KEY: 'a-real-key' },
      { keepMadeUpSecrets: true },
    );
    expect([config.jwtSecret, config.adminSecretKey]).toEqual(['j'.repeat(40), 'a-real-key']);
    expect(config.unconfiguredSecrets).toEqual([]);
    await expect(stat(path.join(configured, 'secrets.json'))).rejects.toThrow('ENOENT');
    await rm(configured, { recursive: true, force: true });
  });
});
