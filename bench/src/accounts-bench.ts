/** Seeding at scale and the cost of the authenticated request path. */
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openPglite } from '../../apps/api/src/db/client.ts';
import { seedIfEmpty } from '../../apps/api/src/seed/seed-if-empty.ts';
import { DEMO_USER } from '@tablefor/shared';
import { timeRuns, type Row } from './measure.ts';

export async function accountsBench(restaurants: number): Promise<Row[]> {
  const database = await openPglite('memory://');
  await database.migrate();
  const seedStart = performance.now();
  const summary = await seedIfEmpty(database.db, { restaurants, demoAccounts: true });
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false, serveWeb: false });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_USER });
  const headers = { authorization: `Bearer ${login.json().access_token}` };
  const me = await timeRuns(300, () => app.inject({ url: '/api/auth/', headers }));
  await app.close();
  await database.close();
  return [
    {
      benchmark: `seed ${restaurants.toLocaleString('en-US')} restaurants (PGlite)`,
      figure: `${seedSeconds.toFixed(1)} s (${summary?.reviews ?? 0} reviews, ${summary?.reservations ?? 0} reservations)`,
    },
    {
      benchmark: 'GET /api/auth/ (token + session check)',
      figure: `p50 ${me.p50.toFixed(2)} ms, p95 ${me.p95.toFixed(2)} ms`,
    },
  ];
}
