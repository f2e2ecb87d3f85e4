import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, type DayBook, type OwnedRestaurants } from '@tablefor/shared';
import { signedUpAdmin, signedUpUser } from '../../test/factories.ts';
import {
  createReservation,
  createRestaurant,
  laTime,
  nextWeekday,
  OPEN_EVERY_DAY,
  tablesOf,
} from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
let owner: Awaited<ReturnType<typeof signedUpUser>>;
let otherOwner: Awaited<ReturnType<typeof signedUpUser>>;
let diner: Awaited<ReturnType<typeof signedUpUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedUpAdmin(t);
  owner = await signedUpUser(t, { first_name: 'Olga', last_name: 'Owner' });
  otherOwner = await signedUpUser(t);
  diner = await signedUpUser(t, { first_name: 'Dana', last_name: 'Diner' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const DAY = nextWeekday(3);

describe('the owner console', () => {
  it("lists the caller's restaurants with the callbacks waiting", async () => {
    const mine = await createRestaurant(t.db, { owner_id: owner.id, name: 'Zanja Madre' });
    const second = await createRestaurant(t.db, { owner_id: owner.id, name: 'Alma Cocina' });
    await createRestaurant(t.db, { owner_id: otherOwner.id, name: 'Not Hers' });
    await createReservation(t.db, {
      restaurant_id: mine.id,
      reservation_time: laTime(DAY, '19:00'),
      status: 'pending_callback',
      phone_number: '(213) 555-0100',
      contact_method: 'phone',
    });
    const res = await get('/api/owner/restaurants', owner.headers);
    expect(res.statusCode).toBe(200);
    const listed = res.json<{ restaurants: { id: number; pending_callbacks: number }[] }>();
    expect(listed.restaurants.map((r) => [r.id, r.pending_callbacks])).toEqual([
      [second.id, 0],
      [mine.id, 1],
    ]);
    const none = await get('/api/owner/restaurants', diner.headers);
    expect(none.json()).toEqual({ restaurants: [], listings_in_review: [] });
    expect((await get('/api/owner/restaurants')).statusCode).toBe(401);
  });

  it('shows its creator, and no one else, a listing that waits for review or was not approved', async () => {
    const creator = await signedUpUser(t);
    const waiting = await createRestaurant(t.db, {
      name: 'Casa Nueva',
      created_by: creator.id,
      status: 'pending_review',
    });
    const rejected = await createRestaurant(t.db, {
      name: 'Casa Vieja',
      created_by: creator.id,
      status: 'rejected',
      rejection_reason: 'The address could not be found',
      reviewed_at: new Date(),
    });
    // Neither its published nor its removed listings, nor anyone else's, are in review.
    await createRestaurant(t.db, { created_by: creator.id, status: 'removed' });
    await createRestaurant(t.db, { created_by: otherOwner.id, status: 'pending_review' });

    const res = await get('/api/owner/restaurants', creator.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json<OwnedRestaurants>();
    expect(body.restaurants).toEqual([]);
    expect(
      body.listings_in_review.map((l) => [l.id, l.name, l.status, l.rejection_reason]),
    ).toEqual([
      [rejected.id, 'Casa Vieja', 'rejected', 'The address could not be found'],
      [waiting.id, 'Casa Nueva', 'pending_review', null],
    ]);
    const others = await get('/api/owner/restaurants', diner.headers);
    expect(others.json<OwnedRestaurants>().listings_in_review).toEqual([]);
    const admins = await get('/api/owner/restaurants', admin.headers);
    expect(admins.json<OwnedRestaurants>().listings_in_review).toEqual([]);
  });

  it('checks who asks before what they ask (the full matrix: http/authorization-matrix.api.test.ts)', async () => {
    const restaurant = await createRestaurant(t.db, { owner_id: owner.id });
    // A stranger learns nothing from a bad date either.
    const bad = `/api/owner/restaurants/${restaurant.id}/book?date=tomorrow`;
    const refused = await get(bad, diner.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([`auth: ${authMessages.ownersOnly}`]);
    expect((await get(bad, owner.headers)).statusCode).toBe(400);
    expect((await get(bad, admin.headers)).statusCode).toBe(400);
  });

  it('lists the day by time, with who booked and at which table, and covers at table against seats', async () => {
    const restaurant = await createRestaurant(t.db, {
      owner_id: owner.id,
      floor: tablesOf([4, 4, 2]),
      opening_hours: OPEN_EVERY_DAY,
    });
    const at = (time: string) => laTime(DAY, time);
    await createReservation(t.db, {
      restaurant_id: restaurant.id,
      reservation_time: at('19:00'),
      party_size: 4,
      user_id: diner.id,
      chat_notes: 'Birthday, a quiet table please',
    });
    await createReservation(t.db, {
      restaurant_id: restaurant.id,
      reservation_time: at('18:30'),
      party_size: 3,
      guest_name: 'Gabriel Guest',
      guest_email: 'gabriel@example.com',
      phone_number: '(310) 555-0199',
      contact_method: 'phone',
      status: 'pending_callback',
    });
    await createReservation(t.db, {
      restaurant_id: restaurant.id,
      reservation_time: at('20:00'),
      party_size: 6,
      status: 'cancelled',
      guest_name: 'Cora Cancelled',
    });
    const res = await get(
      `/api/owner/restaurants/${restaurant.id}/book?date=${DAY}`,
      owner.headers,
    );
    expect(res.statusCode).toBe(200);
    const book = res.json<DayBook>();
    expect(book.reservations.map((r) => [r.local_time, r.guest_name, r.status])).toEqual([
      ['18:30', 'Gabriel Guest', 'pending_callback'],
      ['19:00', 'Dana Diner', 'confirmed'],
      ['20:00', 'Cora Cancelled', 'cancelled'],
    ]);
    expect(book.reservations[1]).toMatchObject({
      email: diner.input.email,
      chat_notes: 'Birthday, a quiet table please',
      booked_by_account: true,
    });
    // The party of four took the first 4-top; the three at 18:30 the other (the first is taken
    // from 19:00); the cancelled one holds none.
    expect(book.reservations.map((r) => r.table_labels)).toEqual([['2'], ['1'], []]);
    const slot = (time: string) => book.slots.find((s) => s.time === time);
    // At table at 19:00: the 18:30 party (3, until 20:00) and the 19:00 one (4, until 20:30).
    expect(slot('19:00')).toEqual({ time: '19:00', covers: 7, capacity: 10, open: true });
    expect(slot('20:00')?.covers).toBe(4);
    expect(slot('18:30')?.covers).toBe(3);
    // Not yet at table in the half hour before it arrives.
    expect(slot('18:00')?.covers).toBe(0);
    expect(slot('17:30')?.covers).toBe(0);
    expect(slot('20:30')?.covers).toBe(0);
  });
});
