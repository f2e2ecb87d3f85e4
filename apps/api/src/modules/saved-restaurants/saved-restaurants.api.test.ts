import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  savedRestaurantChangeSchema,
  savedRestaurantListSchema,
  zonedTimeToUtc,
} from '@tablefor/shared';
import { createTestApp, TEST_ADMIN_SECRET, type TestApp } from '../../test/test-app.ts';
import { signedUpUser, signupInput } from '../../test/factories.ts';
import {
  createReservation,
  createRestaurant,
  createReview,
  laTime,
  nextWeekday,
  tablesOf,
} from '../../test/restaurant-factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_HOUR: '1000' } });
});
afterAll(() => t.close());

const FORBIDDEN = {
  errors: ['saved_restaurants: You can only change your own saved restaurants'],
};
const path = (userId: number, restaurantId: number | string) =>
  `/api/users/${userId}/saved-restaurants/${restaurantId}`;
const save = (userId: number, restaurantId: number | string, headers = {}) =>
  t.app.inject({ method: 'POST', url: path(userId, restaurantId), headers });
const unsave = (userId: number, restaurantId: number | string, headers = {}) =>
  t.app.inject({ method: 'DELETE', url: path(userId, restaurantId), headers });
const list = (userId: number, headers = {}) =>
  t.app.inject({ url: `/api/users/${userId}/saved-restaurants`, headers });
const sessionSaved = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/api/auth/', headers })).json().saved_restaurants;

describe('saving restaurants', () => {
  it('saves (201), then a second save is harmless (200) and adds no row', async () => {
    const restaurant = await createRestaurant(t.db);
    const ann = await signedUpUser(t);
    const first = await save(ann.id, restaurant.id, ann.headers);
    expect(first.statusCode).toBe(201);
    expect(savedRestaurantChangeSchema.parse(first.json())).toEqual({
      user_id: ann.id,
      restaurant_id: restaurant.id,
      saved: true,
    });
    const again = await save(ann.id, restaurant.id, ann.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().saved).toBe(true);
    expect((await list(ann.id, ann.headers)).json().SavedRestaurants).toHaveLength(1);
    expect(await sessionSaved(ann.headers)).toEqual([restaurant.id]);
  });

  it('lists saved restaurants newest first with what a card shows', async () => {
    const older = await createRestaurant(t.db, { name: 'Older Place', cost: 3 });
    const newer = await createRestaurant(t.db, { name: 'Newer Place' });
    const ann = await signedUpUser(t);
    await createReview(t.db, { restaurant_id: newer.id, user_id: ann.id, rating: 4 });
    await save(ann.id, older.id, ann.headers);
    await save(ann.id, newer.id, ann.headers);

    const res = await list(ann.id, ann.headers);
    expect(res.statusCode).toBe(200);
    const { SavedRestaurants } = savedRestaurantListSchema.parse(res.json());
    expect(SavedRestaurants.map((s) => s.restaurant.name)).toEqual(['Newer Place', 'Older Place']);
    expect(SavedRestaurants[0]).toMatchObject({
      user_id: ann.id,
      restaurant_id: newer.id,
      restaurant: { id: newer.id, average_rating: 4, review_count: 1, neighborhood: 'Testville' },
    });
    expect(SavedRestaurants[0]!.restaurant).not.toHaveProperty('search_text');
  });

  it('unsaves (200, saved false), and unsaving again is harmless', async () => {
    const [kept, dropped] = [await createRestaurant(t.db), await createRestaurant(t.db)];
    const ann = await signedUpUser(t);
    await save(ann.id, kept.id, ann.headers);
    await save(ann.id, dropped.id, ann.headers);
    const res = await unsave(ann.id, dropped.id, ann.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user_id: ann.id, restaurant_id: dropped.id, saved: false });
    expect((await unsave(ann.id, dropped.id, ann.headers)).statusCode).toBe(200);
    const { SavedRestaurants } = (await list(ann.id, ann.headers)).json();
    expect(SavedRestaurants.map((s: { restaurant_id: number }) => s.restaurant_id)).toEqual([
      kept.id,
    ]);
    expect(await sessionSaved(ann.headers)).toEqual([kept.id]);
  });

  it('answers 404 for an unknown restaurant and 400 for a restaurant id that is no number', async () => {
    const ann = await signedUpUser(t);
    const unknown = await save(ann.id, 999999, ann.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errors: ['restaurant: Not found'] });
    expect((await unsave(ann.id, 999999, ann.headers)).statusCode).toBe(404);
    // A malformed id names nothing: the same 404 as an unknown one, on every route.
    const bad = await save(ann.id, 'abc', ann.headers);
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toMatchObject({
      errors: ['restaurant: Not found'],
    });
  });
});

describe('who may read and change a saved list', () => {
  it('refuses anonymous callers (401)', async () => {
    const restaurant = await createRestaurant(t.db);
    const ann = await signedUpUser(t);
    expect((await save(ann.id, restaurant.id)).statusCode).toBe(401);
    expect((await unsave(ann.id, restaurant.id)).statusCode).toBe(401);
    expect((await list(ann.id)).statusCode).toBe(401);
  });

  it('refuses another user (403) for save, unsave and list, and changes nothing', async () => {
    const restaurant = await createRestaurant(t.db);
    const ann = await signedUpUser(t);
    const mallory = await signedUpUser(t);
    await save(ann.id, restaurant.id, ann.headers);
    for (const res of [
      await save(ann.id, restaurant.id, mallory.headers),
      await unsave(ann.id, restaurant.id, mallory.headers),
      await list(ann.id, mallory.headers),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject(FORBIDDEN);
    }
    expect(await sessionSaved(ann.headers)).toEqual([restaurant.id]);
  });

  it('lets an administrator read another user’s list, and answers 404 for an unknown user', async () => {
    const restaurant = await createRestaurant(t.db);
    const ann = await signedUpUser(t);
    await save(ann.id, restaurant.id, ann.headers);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/signup',
      payload: { ...signupInput(), admin_secret_key: TEST_ADMIN_SECRET },
    });
    const admin = { authorization: `Bearer ${signup.json().access_token}` };
    expect((await list(ann.id, admin)).json().SavedRestaurants).toHaveLength(1);
    expect((await list(999999, admin)).statusCode).toBe(404);
  });
});

describe('quick-book times on the saved cards (today, party of 2)', () => {
  const WEDNESDAY = nextWeekday(3);
  // Only Date is faked, so "today" and "now" are fixed while the database keeps its real timers.
  const clockAt = (time: string) =>
    vi.useFakeTimers({ toFake: ['Date'], now: laTime(WEDNESDAY, time) });
  afterEach(() => vi.useRealTimers());

  async function quickBookOf(restaurantIds: number[]) {
    const ann = await signedUpUser(t);
    for (const id of restaurantIds) await save(ann.id, id, ann.headers);
    const res = await list(ann.id, ann.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { SavedRestaurants } = savedRestaurantListSchema.parse(res.json());
    return new Map(SavedRestaurants.map((s) => [s.restaurant_id, s.restaurant.quick_book]));
  }
  const slots = (at1800: boolean, at1830: boolean, at1900: boolean) => [
    { time: '18:00', available: at1800 },
    { time: '18:30', available: at1830 },
    { time: '19:00', available: at1900 },
  ];

  it('marks a fully booked 18:30 unavailable and leaves the free times bookable', async () => {
    clockAt('12:00');
    // Half-hour turns, so a booking at 18:30 takes its one table for that slot only.
    const full = await createRestaurant(t.db, { floor: tablesOf([4], 30) });
    await createReservation(t.db, {
      restaurant_id: full.id,
      reservation_time: laTime(WEDNESDAY, '18:30'),
      party_size: 3,
    });
    // A cancelled booking frees its table again.
    const freed = await createRestaurant(t.db, { floor: tablesOf([2]) });
    await createReservation(t.db, {
      restaurant_id: freed.id,
      reservation_time: laTime(WEDNESDAY, '18:30'),
      status: 'cancelled',
    });
    const quickBook = await quickBookOf([full.id, freed.id]);
    expect(quickBook.get(full.id)).toEqual(slots(true, false, true));
    expect(quickBook.get(freed.id)).toEqual(slots(true, true, true));
  });

  it("uses the restaurant's own date: Wednesday noon in Los Angeles is Thursday in Tokyo", async () => {
    clockAt('12:00');
    const tokyo = await createRestaurant(t.db, {
      time_zone: 'Asia/Tokyo',
      floor: tablesOf([2], 30),
    });
    await createReservation(t.db, {
      restaurant_id: tokyo.id,
      reservation_time: zonedTimeToUtc(addDays(WEDNESDAY, 1), '19:00', 'Asia/Tokyo'),
    });
    expect((await quickBookOf([tokyo.id])).get(tokyo.id)).toEqual(slots(true, true, false));
  });

  it('shows a time that has already started as unavailable', async () => {
    clockAt('18:15');
    const restaurant = await createRestaurant(t.db);
    expect((await quickBookOf([restaurant.id])).get(restaurant.id)).toEqual(
      slots(false, true, true),
    );
  });
});
