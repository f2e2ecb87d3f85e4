/**
 * `npm run seed -w apps/api`: migrates the database named by DATABASE_URL (or the PGlite data
 * directory under DATA_DIR) and seeds SEED_RESTAURANTS restaurants when it is empty.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedIfEmpty } from './seed-if-empty.ts';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await handle.migrate();
  const started = performance.now();
  const summary = await seedIfEmpty(handle.db, {
    restaurants: config.seedRestaurants,
    demoAccounts: config.seedDemo,
  });
  if (summary) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded in ${seconds}s: ${JSON.stringify(summary)}`);
  } else {
    console.log('Database already seeded; nothing to do.');
  }
} finally {
  await handle.close();
}
