/**
 * Measures the seed on a throwaway PGlite: `tsx src/seed/measure-seed.ts [count] [dataDir]`
 * (in memory unless a directory is given; the directory must be empty or absent).
 */
import { openPglite } from '../db/client.ts';
import { seedDatabase } from './seed-database.ts';

const count = Number(process.argv[2] ?? process.env.SEED_RESTAURANTS ?? 400);
const handle = await openPglite(process.argv[3] ?? 'memory://');
await handle.migrate();
const started = performance.now();
const summary = await seedDatabase(handle.db, {
  restaurants: count,
  dinerPasswordHash: 'not-a-hash',
  demoAccounts: { demo: 'not-a-hash', admin: 'not-a-hash' },
});
const seconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ count, seconds: Math.round(seconds * 100) / 100, ...summary }));
await handle.close();
