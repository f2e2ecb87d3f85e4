/** Seeds the database on first start: hashes the demo and admin passwords, then generates. */
import { randomBytes } from 'node:crypto';
import { DEMO_USER } from '@tablefor/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { ADMIN_SEED_PASSWORD } from './seed-accounts.ts';
import { isDatabaseSeeded, seedDatabase } from './seed-database.ts';

export async function seedIfEmpty(
  db: Database,
  options: { restaurants: number; production: boolean },
) {
  if (await isDatabaseSeeded(db)) return null;
  // A production catalogue never gets an administrator with a published password.
  const adminPassword = options.production
    ? randomBytes(24).toString('base64url')
    : ADMIN_SEED_PASSWORD;
  const [demo, admin, other] = await Promise.all([
    hashPassword(DEMO_USER.password),
    hashPassword(adminPassword),
    hashPassword(randomBytes(24).toString('base64url')),
  ]);
  const summary = await seedDatabase(db, {
    restaurants: options.restaurants,
    passwordHash: { demo, admin, other },
  });
  // PGlite has no autovacuum: gather the planner's statistics, and mark the fresh rows visible to
  // all (hint bits, visibility map) so that the first searches do not check each row's commit.
  await db.execute(sql`vacuum analyze`);
  return summary;
}
