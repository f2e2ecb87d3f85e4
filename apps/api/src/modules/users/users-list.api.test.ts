/** GET /api/users: one page at a time, ordered by id, narrowed by q; bad parameters are a 400. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  USER_LIST_PAGE_SIZE,
  userAdminCodes,
  userAdminMessages,
  userPageSchema,
} from '@tablefor/shared';
import { savedRestaurants } from '../../db/schema/index.ts';
import { signedUpUser } from '../../test/factories.ts';
import { createRestaurant } from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { listUsers, signedUpAdmin } from './users-test-helpers.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_HOUR: '1000' } });
  admin = (await signedUpAdmin(t)).headers;
});
afterAll(() => t.close());

let markers = 0;
/** A word no other test's users contain. */
const newMarker = () => `qm${process.pid % 1000}x${(markers += 1)}`;

async function page(query: string) {
  const res = await listUsers(t, query, admin);
  expect(res.statusCode).toBe(200);
  return userPageSchema.parse(res.json());
}

describe('GET /api/users', () => {
  it('answers the first page of 50 by default, ordered by id, without password hashes', async () => {
    for (let i = 0; i < 3; i += 1) await signedUpUser(t);
    const body = await page('');
    expect(body).toMatchObject({ page: 1, pageSize: USER_LIST_PAGE_SIZE });
    expect(body.total).toBeGreaterThanOrEqual(4);
    expect(body.users).toHaveLength(Math.min(body.total, USER_LIST_PAGE_SIZE));
    const ids = body.users.map((u) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('pages through the matches of q, with the total of every page', async () => {
    const marker = newMarker();
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push((await signedUpUser(t, { first_name: `${marker}${i}` })).id);
    }
    const second = await page(`?q=${marker}&pageSize=2&page=2`);
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.users.map((u) => u.id)).toEqual(ids.slice(2, 4));
    expect((await page(`?q=${marker}&pageSize=2&page=3`)).users.map((u) => u.id)).toEqual([ids[4]]);
    const beyond = await page(`?q=${marker}&pageSize=2&page=4`);
    expect(beyond).toMatchObject({ total: 5, users: [] });
  });

  it('matches q in the username, e-mail, first or last name, whatever the case', async () => {
    const marker = newMarker();
    const matching = [
      await signedUpUser(t, { username: `${marker}u` }),
      await signedUpUser(t, { email: `a.${marker.toUpperCase()}@example.com` }),
      await signedUpUser(t, { first_name: `Ann${marker}` }),
      await signedUpUser(t, { last_name: marker.toUpperCase() }),
    ];
    await signedUpUser(t, { first_name: 'Nomatch' });
    const restaurant = await createRestaurant(t.db);
    await t.db
      .insert(savedRestaurants)
      .values({ user_id: matching[0]!.id, restaurant_id: restaurant.id });

    const body = await page(`?q=${marker.toUpperCase()}`);
    expect(body.total).toBe(4);
    expect(body.users.map((u) => u.id)).toEqual(matching.map((u) => u.id));
    expect(body.users[0]).toMatchObject({
      username: `${marker}u`,
      saved_restaurants: [restaurant.id],
    });
  });

  it('takes % and _ in q literally, and an empty q as no filter', async () => {
    expect((await page('?q=%25')).total).toBe(0);
    expect((await page('?q=_')).total).toBe(0);
    expect((await page('?q=')).total).toBe((await page('')).total);
  });

  it.each([
    ['page=0', 'page', 'pageRange'],
    ['page=10001', 'page', 'pageRange'],
    ['page=abc', 'page', 'pageNumber'],
    ['page=1.5', 'page', 'pageWhole'],
    ['pageSize=0', 'pageSize', 'pageSizeRange'],
    ['pageSize=201', 'pageSize', 'pageSizeRange'],
    ['pageSize=many', 'pageSize', 'pageSizeNumber'],
    ['pageSize=2.5', 'pageSize', 'pageSizeWhole'],
    [`q=${'x'.repeat(101)}`, 'q', 'queryTooLong'],
  ] as const)('answers 400 for %s', async (query, field, key) => {
    const res = await listUsers(t, `?${query}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [`${field}: ${userAdminMessages[key]}`],
      details: [{ field, code: userAdminCodes[key] }],
    });
  });
});
