/** Seeds the database on first start: hashes the accounts' passwords, then generates. */
import { randomBytes } from 'node:crypto';
import { DEMO_USER } from '@tablefor/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { ADMIN_SEED_PASSWORD } from './seed-accounts.ts';
import { isDatabaseSeeded, seedDatabase } from './seed-database.ts';

/**
 * `demoAccounts`: also the demo user and the administrator, with their published passwords (the
 * Demo User button, the README's admin sign-in). Never by default in production.
 */
export async function seedIfEmpty(
  db: Database,
  options: { restaurants: number; demoAccounts: boolean },
) {
  if (await isDatabaseSeeded(db)) return null;
  const [dinerPasswordHash, demoAccounts] = await Promise.all([
    hashPassword(randomBytes(24).toString('base64url')),
    options.demoAccounts ? demoAccountHashes() : null,
  ]);
  const summary = await seedDatabase(db, {
    restaurants: options.restaurants,
    dinerPasswordHash,
    demoAccounts,
  });
  // PGlite has no autovacuum: gather the planner's statistics, and mark the fresh rows visible to
  // all (hint bits, visibility map) so that the first searches do not check each row's commit.
  await db.execute(sql`vacuum analyze`);
  return summary;
}

async function demoAccountHashes() {
  const [demo, admin] = await Promise.all([
    hashPassword(DEMO_USER.password),
    hashPassword(ADMIN_SEED_PASSWORD),
  ]);
  return { demo, admin };
}
