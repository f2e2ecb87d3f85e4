/**
 * Search reads `restaurant_search`: every change to a listing must reach it, in the same
 * statement. The changes are made straight in the database, as another API process would: this
 * one hears of them by notification (on PostgreSQL a moment after commit) and searches afresh.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@tablefor/shared';
import { restaurants } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createRestaurant } from '../../test/restaurant-factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function searchNames(text: string, sort = 'name') {
  const res = await t.app.inject(
    `/api/restaurants/search?${new URLSearchParams({ searchInput: text, sort })}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResponse>().restaurants.map((restaurant) => restaurant.name);
}

const searchRowCount = async (id: number) => {
  const result = (await t.db.execute(
    sql`select count(*)::int as n from restaurant_search where id = ${id}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n;
};

describe('the search copy of the listings', () => {
  it('follows a listing through renames, unpublishing, republishing and deletion', async () => {
    const { id } = await createRestaurant(t.db, { name: 'Quokka Noodle Bar' });
    await expect.poll(() => searchNames('quokka')).toEqual(['Quokka Noodle Bar']);

    await t.db.update(restaurants).set({ name: 'Wombat Noodle Bar' }).where(eq(restaurants.id, id));
    await expect.poll(() => searchNames('quokka')).toEqual([]);
    await expect.poll(() => searchNames('wombat')).toEqual(['Wombat Noodle Bar']);

    await t.db
      .update(restaurants)
      .set({ description: 'Hand-pulled platypus-free noodles.' })
      .where(eq(restaurants.id, id));
    await expect.poll(() => searchNames('platypus')).toEqual(['Wombat Noodle Bar']);

    await t.db.update(restaurants).set({ status: 'removed' }).where(eq(restaurants.id, id));
    await expect.poll(() => searchNames('wombat')).toEqual([]);
    expect(await searchRowCount(id)).toBe(0);

    await t.db.update(restaurants).set({ status: 'published' }).where(eq(restaurants.id, id));
    await expect.poll(() => searchNames('wombat')).toEqual(['Wombat Noodle Bar']);

    await t.db.delete(restaurants).where(eq(restaurants.id, id));
    expect(await searchRowCount(id)).toBe(0);
  });

  it('never holds a listing that was not published', async () => {
    const { id } = await createRestaurant(t.db, {
      name: 'Pending Pangolin',
      status: 'pending_review',
    });
    expect(await searchRowCount(id)).toBe(0);
    await expect.poll(() => searchNames('pangolin')).toEqual([]);
  });

  it('sorts by the ratings and bookings the listings hold now', async () => {
    const first = await createRestaurant(t.db, { name: 'Echidna One', average_rating: 4 });
    await createRestaurant(t.db, { name: 'Echidna Two', average_rating: 3 });
    await expect
      .poll(() => searchNames('echidna', 'rating'))
      .toEqual(['Echidna One', 'Echidna Two']);
    await t.db.update(restaurants).set({ average_rating: 2 }).where(eq(restaurants.id, first.id));
    await expect
      .poll(() => searchNames('echidna', 'rating'))
      .toEqual(['Echidna Two', 'Echidna One']);
  });
});
