/**
 * Booking under contention: waves of simultaneous requests for the same few slots, on PGlite and
 * on PostgreSQL; then a check, straight from the table, that no sitting holds more covers than
 * its restaurant seats.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openPglite, type DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { openTestDatabase } from '../../apps/api/src/test/test-database.ts';
import { createRestaurant } from '../../apps/api/src/test/restaurant-factory.ts';
import { addDays, toUtcReservationTime, zonedDateString } from '@tablefor/shared';
import { benchPostgresUrl, type Row } from './measure.ts';

const RESTAURANTS = 10;
const CAPACITY = 200;
const WAVES = 10;
const CONCURRENCY = 200;
const TIMES = ['18:00', '19:00', '20:00'];
const ZONE = 'America/Los_Angeles';

async function run(database: DatabaseHandle) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BOOKING_RATE_LIMIT_PER_MINUTE: '1000000',
    // Contention for seats is measured, not the bounds on one guest's bookings.
    GUEST_BOOKINGS_PER_RESTAURANT: '1000000',
    GUEST_BOOKINGS_PER_EMAIL: '1000000',
    GUEST_BOOKINGS_PER_CLIENT: '1000000',
  });
  const app = await buildApp({ config, database, logger: false, serveWeb: false });
  const ids: number[] = [];
  for (let i = 0; i < RESTAURANTS; i += 1) {
    ids.push((await createRestaurant(database.db, { capacity_per_slot: CAPACITY })).id);
  }
  const date = addDays(zonedDateString(new Date(), ZONE), 3);
  let accepted = 0;
  let refused = 0;
  const start = performance.now();
  for (let wave = 0; wave < WAVES; wave += 1) {
    const answers = await Promise.all(
      Array.from({ length: CONCURRENCY }, (_, i) =>
        app.inject({
          method: 'POST',
          url: `/api/restaurants/${ids[i % RESTAURANTS]}/reservations`,
          payload: {
            party_size: 1 + (i % 4),
            reservation_time: toUtcReservationTime(date, TIMES[wave % TIMES.length]!, ZONE),
            contact_method: 'chat',
            guest_name: 'Bench Guest',
            guest_email: 'bench@example.com',
          },
        }),
      ),
    );
    for (const res of answers) {
      if (res.statusCode === 201) accepted += 1;
      else if (res.statusCode === 409) refused += 1;
      else throw new Error(`unexpected ${res.statusCode}: ${res.body}`);
    }
  }
  const seconds = (performance.now() - start) / 1000;
  // The most diners seated at once is reached as some sitting starts: at each start, add up the
  // sittings of 90 minutes begun at or before it and still going on.
  const overbooked = await database.db.execute(sql`
    select count(*)::int as slots from (
      select s.restaurant_id, s.reservation_time
      from reservations s
      join reservations o on o.restaurant_id = s.restaurant_id and o.status <> 'cancelled'
        and o.reservation_time > s.reservation_time - interval '90 minutes'
        and o.reservation_time <= s.reservation_time
      where s.status <> 'cancelled'
      group by s.id, s.restaurant_id, s.reservation_time
      having sum(o.party_size) > ${CAPACITY}
    ) over_capacity`);
  await app.close();
  const rows = (overbooked as unknown as { rows: { slots: number }[] }).rows;
  return { accepted, refused, seconds, overbooked: rows[0]?.slots ?? -1 };
}

export async function bookingBench(): Promise<Row[]> {
  const rows: Row[] = [];
  const pgUrl = await benchPostgresUrl();
  const targets: [string, string | undefined][] = [['PGlite', undefined]];
  if (pgUrl) targets.push(['PostgreSQL', pgUrl]);
  else rows.push({ benchmark: 'booking contention, PostgreSQL', figure: 'skipped: unreachable' });
  for (const [name, url] of targets) {
    const database = url ? await openTestDatabase(url) : await openPglite('memory://');
    if (!url) await database.migrate();
    try {
      const r = await run(database);
      const total = r.accepted + r.refused;
      rows.push({
        benchmark: `booking contention, ${name} (${WAVES}x${CONCURRENCY} simultaneous)`,
        figure: `${(r.accepted / r.seconds).toFixed(0)} accepted/s, ${(total / r.seconds).toFixed(0)} answered/s; ${r.accepted} seated, ${r.refused} refused (409), overbooked sittings: ${r.overbooked}`,
      });
    } finally {
      await database.close();
    }
  }
  return rows;
}
