/**
 * Booking under contention: waves of simultaneous requests for the same few slots, on PGlite and
 * on PostgreSQL; then a check, straight from the stored rows, that no table is held by two
 * reservations at once and that every held reservation has a table.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openPglite, type DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { openTestDatabase } from '../../apps/api/src/test/test-database.ts';
import { createRestaurant } from '../../apps/api/src/test/restaurant-factory.ts';
import { derivedFloor } from '../../apps/api/src/modules/floor/floor-spec.ts';
import { addDays, toUtcReservationTime, zonedDateString } from '@tablefor/shared';
import { benchPostgresUrl, type Row } from './measure.ts';

const RESTAURANTS = 10;
/** Each restaurant's room seats about this many (some 60 tables). */
const COVERS = 200;
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
    ids.push((await createRestaurant(database.db, { floor: derivedFloor(COVERS) })).id);
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
          // A crowd of guests, each from its own address: one guest's bookings queue on its
          // bounds' locks (booking-bounds.ts), which is not contention for tables.
          remoteAddress: `10.${wave}.${Math.floor(i / 100)}.${i % 100}`,
          payload: {
            party_size: 1 + (i % 4),
            reservation_time: toUtcReservationTime(date, TIMES[wave % TIMES.length]!, ZONE),
            contact_method: 'chat',
            guest_name: 'Bench Guest',
            guest_email: `bench-${wave}-${i}@example.com`,
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
  // Two reservations on one table at overlapping times, or a held reservation with no table.
  const overbooked = await database.db.execute(sql`
    select (
      select count(*) from reservation_tables a join reservation_tables b
        on a.table_id = b.table_id and a.reservation_id < b.reservation_id
       and a.starts_at < b.ends_at and b.starts_at < a.ends_at
    )::int + (
      select count(*) from reservations r where r.status not in ('cancelled', 'declined')
        and not exists (select 1 from reservation_tables h where h.reservation_id = r.id)
    )::int as slots`);
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
        figure: `${(r.accepted / r.seconds).toFixed(0)} accepted/s, ${(total / r.seconds).toFixed(0)} answered/s; ${r.accepted} seated, ${r.refused} refused (409), double-booked tables or unseated bookings: ${r.overbooked}`,
      });
    } finally {
      await database.close();
    }
  }
  return rows;
}
