/** The demo user and the seeded administrator have published passwords: only where asked for. */
import { DEMO_USER } from '@tablefor/shared';
import { eq, or } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { verifyPassword } from '../modules/auth/passwords.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { ADMIN_SEED_EMAIL, ADMIN_SEED_PASSWORD } from './seed-accounts.ts';
import { seedIfEmpty } from './seed-if-empty.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(40),
  ADMIN_SECRET_KEY: 'a-real-key',
  PUBLIC_URL: 'https://tablefor.example',
};

const opened: DatabaseHandle[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => handle.close()));
});

/** Seeds a fresh database as the server does with `env`; answers the published accounts. */
async function seedAs(env: Record<string, string>) {
  const database = await openTestDatabase();
  opened.push(database);
  const config = loadConfig(env);
  const summary = await seedIfEmpty(database.db, {
    restaurants: 12,
    demoAccounts: config.seedDemo,
  });
  const accounts = await database.db
    .select()
    .from(users)
    .where(or(eq(users.email, DEMO_USER.email), eq(users.email, ADMIN_SEED_EMAIL)));
  const admins = await database.db.select().from(users).where(eq(users.is_admin, true));
  return { summary, accounts, admins };
}

describe('the demo accounts', () => {
  it('are not seeded in production: no demo user, no administrator', async () => {
    const { summary, accounts, admins } = await seedAs(PRODUCTION);
    expect(accounts).toEqual([]);
    expect(admins).toEqual([]);
    expect(summary?.restaurants).toBe(12);
    expect(summary?.users).toBe(50);
  });

  it('are seeded with their published passwords in development, or with SEED_DEMO=true', async () => {
    for (const env of [{}, { ...PRODUCTION, SEED_DEMO: 'true' }]) {
      const { accounts, admins } = await seedAs(env);
      const demo = accounts.find((row) => row.email === DEMO_USER.email);
      const admin = accounts.find((row) => row.email === ADMIN_SEED_EMAIL);
      expect(await verifyPassword(demo?.password_hash ?? '', DEMO_USER.password)).toBe(true);
      expect(await verifyPassword(admin?.password_hash ?? '', ADMIN_SEED_PASSWORD)).toBe(true);
      expect(admins.map((row) => row.email)).toEqual([ADMIN_SEED_EMAIL]);
    }
  });

  it('are left out in development with SEED_DEMO=false', async () => {
    const { accounts } = await seedAs({ SEED_DEMO: 'false' });
    expect(accounts).toEqual([]);
  });
});
