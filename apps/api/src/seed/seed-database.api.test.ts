import { DEMO_USER } from '@tablefor/shared';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { reservations, restaurants, reviews, savedRestaurants, users } from '../db/schema/index.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { isDatabaseSeeded, seedDatabase, type SeedSummary } from './seed-database.ts';

const NOW = new Date('2025-03-05T20:00:00Z');
const COUNT = 150;
const hashes = {
  dinerPasswordHash: 'other-hash',
  demoAccounts: { demo: 'demo-hash', admin: 'admin-hash' },
};

async function snapshot(db: Database) {
  const { created_at: _c, updated_at: _u, ...restaurantColumns } = getTableColumns(restaurants);
  return {
    restaurants: await db
      .select({ ...restaurantColumns })
      .from(restaurants)
      .orderBy(asc(restaurants.id)),
    reviews: await db.select().from(reviews).orderBy(asc(reviews.id)),
    reservations: await db
      .select({
        id: reservations.id,
        user_id: reservations.user_id,
        restaurant_id: reservations.restaurant_id,
        party_size: reservations.party_size,
        reservation_time: reservations.reservation_time,
        status: reservations.status,
        guest_email: reservations.guest_email,
      })
      .from(reservations)
      .orderBy(asc(reservations.id)),
    users: await db.select({ email: users.email, username: users.username }).from(users),
  };
}

describe('seedDatabase', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let summary: SeedSummary;

  beforeAll(async () => {
    [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    expect(await isDatabaseSeeded(first.db)).toBe(false);
    summary = await seedDatabase(first.db, { restaurants: COUNT, ...hashes, now: NOW });
    await seedDatabase(second.db, { restaurants: COUNT, ...hashes, now: NOW });
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('reports what it inserted', async () => {
    expect(await isDatabaseSeeded(first.db)).toBe(true);
    expect(summary.restaurants).toBe(COUNT);
    expect(summary.users).toBe(52);
    expect(summary.reviews).toBeGreaterThan(COUNT * 3);
    expect(summary.reservations).toBeGreaterThan(COUNT);
    const [row] = await first.db.select({ count: sql<number>`count(*)::int` }).from(reviews);
    expect(row?.count).toBe(summary.reviews);
  });

  it('generates the same data for the same count', async () => {
    expect(await snapshot(second.db)).toEqual(await snapshot(first.db));
  });

  it('creates the demo user and the admin', async () => {
    const rows = await first.db.select().from(users).where(eq(users.is_admin, true));
    expect(rows.map((row) => row.email)).toEqual(['admin@tablefor.app']);
    const [demo] = await first.db.select().from(users).where(eq(users.email, DEMO_USER.email));
    expect(demo).toMatchObject({
      username: 'demo',
      first_name: 'Demo',
      password_hash: 'demo-hash',
    });
  });

  it('keeps restaurants within their ranges and in Los Angeles', async () => {
    const rows = await first.db.select().from(restaurants);
    for (const row of rows) {
      expect(row.cost).toBeGreaterThanOrEqual(1);
      expect(row.cost).toBeLessThanOrEqual(4);
      expect(row.latitude).toBeGreaterThan(33.7);
      expect(row.latitude).toBeLessThan(34.35);
      expect(row.longitude).toBeGreaterThan(-118.95);
      expect(row.longitude).toBeLessThan(-117.9);
      expect(row.cuisines.split(', ').length).toBeLessThanOrEqual(3);
      expect(row.preview_img).toMatch(/^\/images\/restaurants\/\d+\.svg$/);
      expect(row.image_gallery.length).toBeGreaterThanOrEqual(3);
      expect(row.image_gallery.length).toBeLessThanOrEqual(8);
      expect(row.address).toMatch(/^\d+ .+, .+, CA \d{5}$/);
      expect(Object.keys(row.opening_hours).length).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
  });

  it('stores each restaurant average rating and review count as its reviews give them', async () => {
    const mismatches = await first.db.execute(sql`
      select r.id from restaurants r
      left join (select restaurant_id, round(avg(rating)::numeric, 2)::float8 as average,
                        count(*)::int as total from reviews group by restaurant_id) s
        on s.restaurant_id = r.id
      where r.review_count <> coalesce(s.total, 0)
         or abs(r.average_rating - coalesce(s.average, 0)) > 0.005`);
    expect((mismatches as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('keeps reviews valid: ratings 1-5, text up to 500, one per user and restaurant', async () => {
    const rows = await first.db.select().from(reviews);
    const pairs = new Set(rows.map((row) => `${row.user_id}:${row.restaurant_id}`));
    expect(pairs.size).toBe(rows.length);
    for (const row of rows) {
      expect(row.rating).toBeGreaterThanOrEqual(1);
      expect(row.rating).toBeLessThanOrEqual(5);
      expect(row.review.length).toBeLessThanOrEqual(500);
    }
    const reviewed = new Set(rows.map((row) => row.restaurant_id));
    expect(reviewed.size).toBeLessThan(COUNT);
  });

  it('gives the demo user past and upcoming dinner reservations, saved and reviewed places', async () => {
    const [demo] = await first.db.select().from(users).where(eq(users.email, DEMO_USER.email));
    const own = await first.db
      .select()
      .from(reservations)
      .where(eq(reservations.user_id, demo?.id ?? 0));
    expect(own.filter((row) => row.reservation_time > NOW).length).toBeGreaterThanOrEqual(3);
    expect(own.filter((row) => row.reservation_time < NOW).length).toBeGreaterThanOrEqual(3);
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Los_Angeles',
      hour: '2-digit',
      minute: '2-digit',
    });
    for (const row of own) expect(clock.format(row.reservation_time) >= '10:00').toBe(true);
    const saved = await first.db
      .select()
      .from(savedRestaurants)
      .where(eq(savedRestaurants.user_id, demo?.id ?? 0));
    expect(saved.length).toBeGreaterThanOrEqual(3);
    const reviewed = await first.db
      .select()
      .from(reviews)
      .where(eq(reviews.user_id, demo?.id ?? 0));
    expect(reviewed.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps party sizes in range and seats every upcoming booking at a table that fits it', async () => {
    const rows = await first.db.select().from(reservations);
    for (const row of rows) {
      expect(row.party_size).toBeGreaterThanOrEqual(1);
      expect(row.party_size).toBeLessThanOrEqual(20);
    }
    const upcoming = (await first.db.execute(sql`
      select r.id, r.party_size,
        (select count(*) from reservation_tables h where h.reservation_id = r.id)::int as tables,
        coalesce((select max(t.max_covers) from reservation_tables h
          join dining_tables t on t.id = h.table_id where h.reservation_id = r.id
          having count(*) = 1), (select max(c.max_covers) from table_combinations c
          where c.restaurant_id = r.restaurant_id))::int as seats
      from reservations r where r.reservation_time > ${NOW.toISOString()}::timestamptz`)) as unknown as {
      rows: { party_size: number; tables: number; seats: number }[];
    };
    expect(upcoming.rows.length).toBeGreaterThan(COUNT / 2);
    for (const row of upcoming.rows) {
      expect(row.tables).toBeGreaterThan(0);
      expect(row.seats).toBeGreaterThanOrEqual(row.party_size);
    }
    const doubleBooked = (await first.db.execute(sql`
      select 1 from reservation_tables a join reservation_tables b
        on a.table_id = b.table_id and a.reservation_id < b.reservation_id
       and a.starts_at < b.ends_at and b.starts_at < a.ends_at`)) as unknown as { rows: unknown[] };
    expect(doubleBooked.rows).toEqual([]);
  });

  it('lays out varied floors: bistros of 8 tables, bars with counter seats, large rooms', async () => {
    const floors = (await first.db.execute(sql`
      select restaurant_id, count(*)::int as tables, bool_or(label like 'B%') as bar
      from dining_tables group by restaurant_id`)) as unknown as {
      rows: { tables: number; bar: boolean }[];
    };
    expect(floors.rows).toHaveLength(COUNT);
    const sizes = new Set(floors.rows.map((floor) => floor.tables));
    expect(sizes.has(8)).toBe(true);
    expect(floors.rows.some((floor) => floor.bar)).toBe(true);
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(35);
  });

  it("keeps each restaurant's floor plan on its row as the database builds it from the floor", async () => {
    const plans = async () =>
      (
        (await first.db.execute(
          sql`select id, floor_plan from restaurants order by id`,
        )) as unknown as {
          rows: { id: number; floor_plan: { tables: unknown[] } }[];
        }
      ).rows;
    const seeded = await plans();
    expect(seeded).toHaveLength(COUNT);
    expect(seeded.filter((row) => row.floor_plan.tables.length === 0)).toEqual([]);
    await first.db.execute(sql`select refresh_floor_plans(array_agg(id)) from restaurants`);
    expect(await plans()).toEqual(seeded);
  });
});
