/**
 * A search's matches and the page's rows are kept in memory until the database announces a
 * change that could alter them (migrations 0011 and 0012); the slots and bookings today are read
 * on every search. Changes are made here straight in the database, as another API process would.
 */
import { eq, sql } from 'drizzle-orm';
import { addDays, type SearchResponse } from '@tablefor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  diningTables,
  reservations,
  reservationTables,
  restaurants,
} from '../../db/schema/index.ts';
import { createRestaurant, laTime, tablesOf, todayInLa } from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { names, search as searchIn } from './search-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = (query: Record<string, string | number>) => searchIn(t, query);
/** Another process's change arrives by notification: on PostgreSQL a moment after commit. */
const eventually = (read: () => Promise<unknown>) => expect.poll(read, { timeout: 2_000 });

/** A search kept after every earlier change was heard (a read overlapping one is not kept). */
async function keptSearch(query: Record<string, string | number>) {
  await t.heardChanges();
  return search(query);
}

/** Changes the row without any trigger: neither the search table nor any process hears it. */
async function changeUnannounced(id: number, fields: Partial<typeof restaurants.$inferInsert>) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(restaurants).set(fields).where(eq(restaurants.id, id));
  });
}

describe('the kept search', () => {
  it('keeps the page’s rows until one of them is announced changed', async () => {
    const kept = await createRestaurant(t.db, { name: 'Quillon Kitchen' });
    expect(names(await keptSearch({ searchInput: 'quillon' }))).toEqual(['Quillon Kitchen']);
    await changeUnannounced(kept.id, { name: 'Quillon Unheard' });
    expect(names(await search({ searchInput: 'quillon' }))).toEqual(['Quillon Kitchen']);

    await t.db
      .update(restaurants)
      .set({ description: 'Now announced.' })
      .where(eq(restaurants.id, kept.id));
    await eventually(async () => names(await search({ searchInput: 'quillon' }))).toEqual([
      'Quillon Unheard',
    ]);
  });

  it('finds a listing added after the search was kept', async () => {
    await createRestaurant(t.db, { name: 'Marrowind One' });
    expect(names(await search({ searchInput: 'marrowind' }))).toEqual(['Marrowind One']);
    await createRestaurant(t.db, { name: 'Marrowind Two' });
    await eventually(async () => (await search({ searchInput: 'marrowind' })).total).toBe(2);
  });

  it('re-ranks when a listing off the page is rated higher', async () => {
    const [first, second] = [
      await createRestaurant(t.db, { name: 'Brisolette A', average_rating: 4.5, review_count: 9 }),
      await createRestaurant(t.db, { name: 'Brisolette B', average_rating: 3, review_count: 9 }),
    ];
    const top = async () =>
      (await search({ searchInput: 'brisolette', sort: 'rating', pageSize: 1 })).restaurants[0]?.id;
    expect(await top()).toBe(first!.id);
    await t.db.update(restaurants).set({ average_rating: 5 }).where(eq(restaurants.id, second!.id));
    await eventually(top).toBe(second!.id);
  });

  it('re-orders by popularity when a listing off the page is booked more', async () => {
    const [busy, quiet] = [
      await createRestaurant(t.db, { name: 'Pelorane A', total_num_reservations: 5 }),
      await createRestaurant(t.db, { name: 'Pelorane B', total_num_reservations: 1 }),
    ];
    const top = async () =>
      (await search({ searchInput: 'pelorane', sort: 'popularity', pageSize: 1 })).restaurants[0]
        ?.id;
    expect(await top()).toBe(busy!.id);
    await t.db
      .update(restaurants)
      .set({ total_num_reservations: 50 })
      .where(eq(restaurants.id, quiet!.id));
    await eventually(top).toBe(quiet!.id);
  });

  it('drops a listing taken off the catalogue', async () => {
    const gone = await createRestaurant(t.db, { name: 'Tamberlow' });
    expect(names(await search({ searchInput: 'tamberlow' }))).toEqual(['Tamberlow']);
    await t.db.update(restaurants).set({ status: 'removed' }).where(eq(restaurants.id, gone.id));
    await eventually(async () => (await search({ searchInput: 'tamberlow' })).total).toBe(0);
  });

  it('reads the slots and bookings today afresh on every search, even unannounced', async () => {
    const restaurant = await createRestaurant(t.db, { name: 'Sorvanne', floor: tablesOf([2]) });
    const tomorrow = addDays(todayInLa(), 1);
    const query = { searchInput: 'sorvanne', date: tomorrow, time: '19:00', partySize: 2 };
    const slotAt = (body: SearchResponse) =>
      body.restaurants[0]?.slots.find((slot) => slot.time === '19:00')?.available;
    const at19 = laTime(tomorrow, '19:00');
    const before = await search(query);
    expect(before.restaurants[0]?.booked_today).toBe(0);
    expect(slotAt(before)).toBe(true);
    // Replica mode: no trigger fires, so only a fresh read can see these bookings.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.insert(reservations).values([
        {
          restaurant_id: restaurant.id,
          party_size: 2,
          reservation_time: laTime(todayInLa(), '00:30'),
        },
      ]);
      const [booked] = await tx
        .insert(reservations)
        .values({ restaurant_id: restaurant.id, party_size: 2, reservation_time: at19 })
        .returning({ id: reservations.id });
      const [table] = await tx
        .select({ id: diningTables.id })
        .from(diningTables)
        .where(eq(diningTables.restaurant_id, restaurant.id));
      await tx.insert(reservationTables).values({
        reservation_id: booked!.id,
        table_id: table!.id,
        restaurant_id: restaurant.id,
        starts_at: at19,
        ends_at: new Date(at19.getTime() + 90 * 60_000),
      });
    });
    const after = await search(query);
    expect(after.restaurants[0]?.booked_today).toBe(1);
    expect(slotAt(after)).toBe(false);
  });
});
