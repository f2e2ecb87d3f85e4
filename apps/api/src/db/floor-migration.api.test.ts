/**
 * Migration 0016 on a database holding restaurants and bookings of the covers model: every
 * restaurant gets a floor, every reservation is kept, each upcoming one takes a table that seats
 * it where one is free, and the rest are left without a table (the owner's conflicts).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureJobsTable } from '@tablefor/server-kit';
import { openPglite, type DatabaseHandle } from './client.ts';

const drizzleFolder = path.join(import.meta.dirname, '..', '..', 'drizzle');
const FLOOR_MIGRATION = 16;

let handle: DatabaseHandle;
let before: string;

/** The migrations up to (not including) the floor's. */
function migrationsBeforeFloor(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(drizzleFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < FLOOR_MIGRATION);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  before = migrationsBeforeFloor();
  handle = await openPglite('memory://');
  await ensureJobsTable(handle.db);
  await migrate(handle.db as never, { migrationsFolder: before });
  // Three restaurants of 8, 20 and 60 covers per slot; a fourth not yet published.
  await handle.db.execute(sql`
    INSERT INTO restaurants (id, name, capacity_per_slot, dining_duration_minutes)
    VALUES (1, 'Bistro', 8, 60), (2, 'Room', 20, 90), (3, 'Hall', 60, 120), (4, 'Draft', 40, 90)`);
  // Upcoming: at 19:00 tomorrow a run of parties that overfills the bistro; past ones; a
  // cancelled one; parties of 1 to 12 at the room.
  await handle.db.execute(sql`
    INSERT INTO reservations (restaurant_id, party_size, reservation_time, status)
    SELECT 1, p, date_trunc('day', now()) + interval '1 day 19 hours', 'confirmed'
    FROM unnest(ARRAY[2, 2, 4, 2, 1, 3]) AS p`);
  await handle.db.execute(sql`
    INSERT INTO reservations (restaurant_id, party_size, reservation_time, status)
    SELECT 2, p, date_trunc('day', now()) + interval '2 days 18 hours' + (p * interval '15 minutes'), 'confirmed'
    FROM generate_series(1, 12) AS p`);
  await handle.db.execute(sql`
    INSERT INTO reservations (restaurant_id, party_size, reservation_time, status) VALUES
      (3, 4, now() - interval '3 days', 'completed'),
      (3, 2, now() + interval '5 days', 'cancelled'),
      (3, 10, now() + interval '6 days', 'pending_callback')`);
  const [counted] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM reservations`);
  expect(counted?.n).toBe(21);
  await migrate(handle.db as never, { migrationsFolder: drizzleFolder });
});

afterAll(async () => {
  await handle?.close();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 0016: floors from covers per slot', () => {
  it('keeps every reservation', async () => {
    const [counted] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM reservations`);
    expect(counted?.n).toBe(21);
  });

  it('gives each restaurant a room whose tables seat about its covers, and turn times', async () => {
    const floors = await rows<{ restaurant_id: number; tables: number; seats: number }>(sql`
      SELECT restaurant_id, count(*)::int AS tables, sum(max_covers)::int AS seats
      FROM dining_tables GROUP BY restaurant_id ORDER BY restaurant_id`);
    expect(floors).toEqual([
      { restaurant_id: 1, tables: 3, seats: 8 },
      { restaurant_id: 2, tables: 6, seats: 20 },
      { restaurant_id: 3, tables: 18, seats: 60 },
      { restaurant_id: 4, tables: 12, seats: 40 },
    ]);
    const turns = await rows<{ max_party: number; minutes: number }>(sql`
      SELECT max_party, minutes FROM turn_times WHERE restaurant_id = 2 ORDER BY max_party`);
    expect(turns).toEqual([
      { max_party: 2, minutes: 90 },
      { max_party: 4, minutes: 105 },
      { max_party: 6, minutes: 120 },
      { max_party: 7, minutes: 150 },
    ]);
    const combinations = await rows<{ restaurant_id: number; max_covers: number; n: number }>(sql`
      SELECT c.restaurant_id, c.max_covers, count(m.table_id)::int AS n
      FROM table_combinations c JOIN table_combination_members m ON m.combination_id = c.id
      WHERE c.restaurant_id = 3 GROUP BY c.id ORDER BY c.id`);
    expect(combinations).toEqual([
      { restaurant_id: 3, max_covers: 4, n: 2 },
      { restaurant_id: 3, max_covers: 4, n: 2 },
      { restaurant_id: 3, max_covers: 8, n: 2 },
    ]);
  });

  it('seats each upcoming reservation that fits, never two on one table at once', async () => {
    const seated = await rows<{
      id: number;
      party_size: number;
      seats: number;
      restaurant: number;
    }>(sql`
      SELECT r.id, r.party_size, r.restaurant_id AS restaurant,
        coalesce((SELECT c.max_covers FROM table_combinations c
           WHERE (SELECT array_agg(table_id ORDER BY table_id) FROM table_combination_members
                  WHERE combination_id = c.id)
               = (SELECT array_agg(table_id ORDER BY table_id) FROM reservation_tables
                  WHERE reservation_id = r.id)),
          (SELECT max(t.max_covers) FROM reservation_tables h JOIN dining_tables t ON t.id = h.table_id
           WHERE h.reservation_id = r.id))::int AS seats
      FROM reservations r
      WHERE EXISTS (SELECT 1 FROM reservation_tables h WHERE h.reservation_id = r.id)`);
    for (const row of seated) expect(row.seats).toBeGreaterThanOrEqual(row.party_size);
    const overlapping = await rows(sql`
      SELECT 1 FROM reservation_tables a JOIN reservation_tables b
        ON a.table_id = b.table_id AND a.reservation_id < b.reservation_id
       AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`);
    expect(overlapping).toEqual([]);
    // The bistro (two 2-tops combined for 3-4, one 4-top) seats four of its six parties at 19:00.
    const bistro = await rows<{ party_size: number; tables: number }>(sql`
      SELECT r.party_size, count(h.table_id)::int AS tables FROM reservations r
      LEFT JOIN reservation_tables h ON h.reservation_id = r.id
      WHERE r.restaurant_id = 1 GROUP BY r.id ORDER BY r.id`);
    expect(bistro).toEqual([
      { party_size: 2, tables: 1 },
      { party_size: 2, tables: 1 },
      { party_size: 4, tables: 1 },
      { party_size: 2, tables: 0 },
      { party_size: 1, tables: 0 },
      { party_size: 3, tables: 0 },
    ]);
    // Past, cancelled: no table. The party of 10 at the hall: no table or combination seats it.
    const hall = await rows<{ tables: number }>(sql`
      SELECT count(h.table_id)::int AS tables FROM reservations r
      LEFT JOIN reservation_tables h ON h.reservation_id = r.id
      WHERE r.restaurant_id = 3 GROUP BY r.id ORDER BY r.id`);
    expect(hall).toEqual([{ tables: 0 }, { tables: 0 }, { tables: 0 }]);
  });

  it('turns are by party size: the room seats its parties for 90 to 150 minutes', async () => {
    const spans = await rows<{ party_size: number; minutes: number }>(sql`
      SELECT r.party_size, (extract(epoch FROM h.ends_at - h.starts_at) / 60)::int AS minutes
      FROM reservations r JOIN reservation_tables h ON h.reservation_id = r.id
      WHERE r.restaurant_id = 2 ORDER BY r.party_size`);
    const turnOf = (party: number) => (party <= 2 ? 90 : party <= 4 ? 105 : party <= 6 ? 120 : 150);
    expect(spans.length).toBeGreaterThanOrEqual(2);
    for (const span of spans) expect(span.minutes).toBe(turnOf(span.party_size));
  });
});
