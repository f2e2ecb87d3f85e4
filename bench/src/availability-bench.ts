/**
 * One restaurant's availability for a day, as the restaurant and booking pages ask for it: a room
 * of 40 tables holding 150 bookings that day, every bookable time for a party of two, through
 * the API, on PGlite and on PostgreSQL.
 */
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openPglite, type DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { openTestDatabase } from '../../apps/api/src/test/test-database.ts';
import { createReservation, createRestaurant } from '../../apps/api/src/test/restaurant-factory.ts';
import { derivedFloor } from '../../apps/api/src/modules/floor/floor-spec.ts';
import { addDays, BOOKABLE_TIMES, zonedDateString, zonedTimeToUtc } from '@tablefor/shared';
import { benchPostgresUrl, timeRuns, type Row } from './measure.ts';

const BOOKINGS = 150;
const RUNS = 300;
const ZONE = 'America/Los_Angeles';

async function run(database: DatabaseHandle) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false, serveWeb: false });
  // 19 two-tops, 13 four-tops and 8 six-tops (40 tables, 138 seats), 3 combinations.
  const floor = derivedFloor(138);
  const restaurant = await createRestaurant(database.db, { floor });
  const date = addDays(zonedDateString(new Date(), ZONE), 3);
  for (let i = 0; i < BOOKINGS; i += 1) {
    const time = BOOKABLE_TIMES[i % BOOKABLE_TIMES.length]!;
    await createReservation(database.db, {
      restaurant_id: restaurant.id,
      party_size: 1 + (i % 6),
      reservation_time: zonedTimeToUtc(date, time, ZONE),
    });
  }
  const url = `/api/restaurants/${restaurant.id}/availability?date=${date}&partySize=2`;
  await timeRuns(20, () => app.inject(url)); // warm
  const times = await timeRuns(RUNS, async () => {
    const res = await app.inject(url);
    if (res.statusCode !== 200) throw new Error(`unexpected ${res.statusCode}: ${res.body}`);
  });
  await app.close();
  return { times, tables: floor.tables.length };
}

export async function availabilityBench(): Promise<Row[]> {
  const rows: Row[] = [];
  const pgUrl = await benchPostgresUrl();
  const targets: [string, string | undefined][] = [['PGlite', undefined]];
  if (pgUrl) targets.push(['PostgreSQL', pgUrl]);
  for (const [name, url] of targets) {
    const database = url ? await openTestDatabase(url) : await openPglite('memory://');
    if (!url) await database.migrate();
    try {
      const { times, tables } = await run(database);
      rows.push({
        benchmark: `one restaurant's day (${tables} tables, ${BOOKINGS} bookings), ${name}`,
        figure: `p50 ${times.p50.toFixed(2)} ms, p95 ${times.p95.toFixed(2)} ms`,
      });
    } finally {
      await database.close();
    }
  }
  return rows;
}
