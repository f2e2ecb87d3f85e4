import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  authMessages,
  claimMessages,
  restaurantCodes,
  restaurantMessages,
  type RestaurantInput,
} from '@tablefor/shared';
import { reservations, restaurants, reviews, savedRestaurants } from '../../db/schema/index.ts';
import { signedUpAdmin, signedUpUser } from '../../test/factories.ts';
import {
  createReservation,
  createRestaurant,
  createReview,
  OPEN_EVERY_DAY,
} from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
let diner: Awaited<ReturnType<typeof signedUpUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedUpAdmin(t);
  diner = await signedUpUser(t);
});
afterAll(() => t.close());

let sequence = 0;
/** The wizard's fields, all valid. */
function listing(overrides: Partial<RestaurantInput> = {}): RestaurantInput {
  sequence += 1;
  return {
    name: `Casa Prueba ${sequence}`,
    description: 'Wood-fired seafood by the water.',
    website: 'https://casaprueba.example',
    preview_img: '/images/restaurants/3.svg',
    neighborhood: 'Venice',
    cross_street: 'Abbot Kinney',
    cuisines: 'Seafood, Mexican',
    cost: 3,
    dining_style: 'Casual Elegant',
    dress_code: 'Smart Casual',
    operation_hours: 'Daily 5:00 pm - 10:00 pm',
    phone: '310 555 0142',
    parking_details: 'Valet',
    payment_options: 'All Major Credit Cards',
    ...overrides,
  };
}

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = {}) =>
  t.app.inject({ method, url, payload, headers });

const restaurantRow = async (id: number) =>
  (await t.db.select().from(restaurants).where(eq(restaurants.id, id)))[0];

describe('who may add, edit and remove restaurants', () => {
  it.each([
    ['anonymous', () => ({}), 401],
    ['a diner', () => diner.headers, 403],
    ['an administrator', () => admin.headers, 'ok'],
  ] as const)('%s', async (_who, headers, expected) => {
    const target = await createRestaurant(t.db, { name: 'Matrix Target' });
    // Creating is open to any signed-in user (listing-review.api.test.ts); editing and removing are not.
    const cases = [
      {
        method: 'PUT' as const,
        url: `/api/restaurants/${target.id}`,
        body: { name: 'Renamed' },
        ok: 200,
      },
      { method: 'DELETE' as const, url: `/api/restaurants/${target.id}`, ok: 200 },
    ];
    for (const c of cases) {
      const before = await t.db.select({ id: restaurants.id }).from(restaurants);
      const res = await call(c.method, c.url, c.body, headers());
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(expected === 'ok' ? c.ok : expected);
      if (expected !== 'ok') {
        expect(res.json().errors.length).toBeGreaterThan(0);
        expect(await t.db.select({ id: restaurants.id }).from(restaurants)).toHaveLength(
          before.length,
        );
        expect(await restaurantRow(target.id)).toMatchObject({
          name: 'Matrix Target',
          status: 'published',
        });
      }
    }
  });

  it('checks the role before the input: a diner sending nothing still gets 403', async () => {
    const target = await createRestaurant(t.db);
    const res = await call('PUT', `/api/restaurants/${target.id}`, {}, diner.headers);
    expect(res.statusCode).toBe(403);
  });

  it('checks the account before the input: anonymous creating with nothing gets 401', async () => {
    const res = await call('POST', '/api/restaurants/', {});
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/restaurants/', () => {
  it('creates a published restaurant with its id, the phone as (XXX) XXX-XXXX, findable at once', async () => {
    const body = listing({ name: 'Marisqueria Luz', opening_hours: OPEN_EVERY_DAY });
    const res = await call('POST', '/api/restaurants/', body, admin.headers);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ name: 'Marisqueria Luz', cost: 3, phone: '(310) 555-0142' });
    expect(created.id).toEqual(expect.any(Number));
    expect((await t.app.inject({ url: `/api/restaurants/${created.id}` })).statusCode).toBe(200);
    const search = await t.app.inject({ url: '/api/restaurants/search?searchInput=marisqueria' });
    expect(search.json().restaurants.map((r: { id: number }) => r.id)).toContain(created.id);
    expect((await restaurantRow(created.id))?.created_by).toBe(admin.id);
  });

  it('answers every missing field with the wizard message, and creates nothing', async () => {
    const before = (await t.db.select({ id: restaurants.id }).from(restaurants)).length;
    const res = await call('POST', '/api/restaurants/', {}, admin.headers);
    expect(res.statusCode).toBe(400);
    const errors: string[] = res.json().errors;
    for (const [field, message] of [
      ['name', restaurantMessages.nameRequired],
      ['description', restaurantMessages.descriptionRequired],
      ['website', restaurantMessages.websiteRequired],
      ['preview_img', restaurantMessages.previewImageRequired],
      ['neighborhood', restaurantMessages.neighborhoodRequired],
      ['cross_street', restaurantMessages.crossStreetRequired],
      ['cuisines', restaurantMessages.cuisinesRequired],
      ['cost', restaurantMessages.costRequired],
      ['dining_style', restaurantMessages.diningStyleRequired],
      ['dress_code', restaurantMessages.dressCodeRequired],
      ['operation_hours', restaurantMessages.operationHoursRequired],
      ['phone', restaurantMessages.phoneRequired],
      ['parking_details', restaurantMessages.parkingDetailsRequired],
      ['payment_options', restaurantMessages.paymentOptionsRequired],
    ]) {
      expect(errors).toContain(`${field}: ${message}`);
    }
    expect((await t.db.select({ id: restaurants.id }).from(restaurants)).length).toBe(before);
  });

  it.each([
    [{ cost: 5 }, 'cost', 'Cost must be a whole number from 1 to 4'],
    [{ cost: 2.5 }, 'cost', 'Cost must be a whole number from 1 to 4'],
    [{ website: 'ftp://files.example' }, 'website', 'Please enter a valid URL'],
    [{ website: 'javascript:alert(1)' }, 'website', 'Please enter a valid URL'],
    [{ phone: '555-0142' }, 'phone', 'Please enter a valid 10-digit phone number'],
    [{ preview_img: '/images/../../etc/passwd' }, 'preview_img', 'Please enter a valid image URL'],
    [{ url: 'not a url' }, 'url', 'Please enter a valid URL'],
    [
      { operation_hours: 'x'.repeat(501) },
      'operation_hours',
      'Operation hours must be at most 500 characters',
    ],
    [
      { description: 'x'.repeat(5001) },
      'description',
      'Description must be at most 5000 characters',
    ],
    [
      { opening_hours: { mon: [{ open: '25:00', close: '22:00' }] } },
      'opening_hours.mon.0.open',
      'Opening hours must be times like 09:30, opening and closing',
    ],
  ])('refuses %j', async (override, field, message) => {
    const res = await call('POST', '/api/restaurants/', listing(override), admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([`${field}: ${message}`]);
    expect(res.json().details[0].code).toMatch(/^restaurant\./);
  });

  it('takes no bookings without structured hours, and says so instead of failing', async () => {
    const res = await call('POST', '/api/restaurants/', listing(), admin.headers);
    const { id, opening_hours } = res.json();
    expect(opening_hours).toEqual({});
    const date = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
    const availability = await t.app.inject({
      url: `/api/restaurants/${id}/availability?date=${date}`,
    });
    expect(availability.statusCode).toBe(200);
    expect(availability.json().slots.every((s: { available: boolean }) => !s.available)).toBe(true);
  });
});

describe('PUT /api/restaurants/{id}', () => {
  it('changes the preview image alone, leaving every other field', async () => {
    const restaurant = await createRestaurant(t.db, { preview_img: '/images/restaurants/1.svg' });
    const res = await call(
      'PUT',
      `/api/restaurants/${restaurant.id}`,
      { preview_img: '/images/restaurants/2.svg' },
      admin.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      preview_img: '/images/restaurants/2.svg',
      name: restaurant.name,
    });
  });

  it('takes the full edit, validated like a creation', async () => {
    const restaurant = await createRestaurant(t.db);
    const full = listing({ name: 'Edited Name', cost: 1 });
    const res = await call('PUT', `/api/restaurants/${restaurant.id}`, full, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Edited Name', cost: 1, phone: '(310) 555-0142' });
    const bad = await call('PUT', `/api/restaurants/${restaurant.id}`, { cost: 0 }, admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(['cost: Cost must be a whole number from 1 to 4']);
    expect((await restaurantRow(restaurant.id))?.cost).toBe(1);
  });

  it('sets the business e-mail claims are proven with, kept out of the answer', async () => {
    const restaurant = await createRestaurant(t.db);
    const url = `/api/restaurants/${restaurant.id}`;
    const res = await call('PUT', url, { business_email: 'Orders@Casa.example' }, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('orders@casa.example');
    expect((await restaurantRow(restaurant.id))?.business_email).toBe('orders@casa.example');
    const bad = await call('PUT', url, { business_email: 'orders@' }, admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([`business_email: ${claimMessages.emailInvalid}`]);
    const refused = await call('PUT', url, { business_email: 'me@mine.example' }, diner.headers);
    expect(refused.statusCode).toBe(403);
    expect((await restaurantRow(restaurant.id))?.business_email).toBe('orders@casa.example');
  });

  it('is for its owners and administrators: anyone else is refused before the body is read', async () => {
    const owner = await signedUpUser(t);
    const otherOwner = await signedUpUser(t);
    const restaurant = await createRestaurant(t.db, { owner_id: owner.id, name: 'Casa Dueña' });
    await createRestaurant(t.db, { owner_id: otherOwner.id });
    const url = `/api/restaurants/${restaurant.id}`;
    const cases: [string, Record<string, string>, number][] = [
      ['anonymous', {}, 401],
      ['a diner', diner.headers, 403],
      ['the owner of another restaurant', otherOwner.headers, 403],
      ['its owner', owner.headers, 200],
      ['an administrator', admin.headers, 200],
    ];
    for (const [who, headers, status] of cases) {
      const res = await call('PUT', url, { description: `Edited by ${who}` }, headers);
      expect(res.statusCode, who).toBe(status);
      if (status === 403) {
        expect(res.json().errors).toEqual([`auth: ${authMessages.ownersOnly}`]);
      }
    }
    // A refused caller learns nothing from validation either.
    expect((await call('PUT', url, { cost: 9 }, otherOwner.headers)).statusCode).toBe(403);
    expect((await restaurantRow(restaurant.id))?.description).toBe('Edited by an administrator');
    const email = await call('PUT', url, { business_email: 'Owner@Casa.example' }, owner.headers);
    expect(email.statusCode).toBe(200);
    expect((await restaurantRow(restaurant.id))?.business_email).toBe('owner@casa.example');
  });

  it('refuses an empty edit and an unknown restaurant', async () => {
    const restaurant = await createRestaurant(t.db);
    const empty = await call('PUT', `/api/restaurants/${restaurant.id}`, {}, admin.headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([{ field: 'body', code: restaurantCodes.noChanges }]);
    const unknown = await call('PUT', '/api/restaurants/999999', { name: 'X' }, admin.headers);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('DELETE /api/restaurants/{id}', () => {
  it('cancels future reservations, keeps the past ones and the reviews, removes saves and the listing', async () => {
    const restaurant = await createRestaurant(t.db, { total_num_reservations: 7 });
    const now = Date.now();
    const future = await createReservation(t.db, {
      restaurant_id: restaurant.id,
      user_id: diner.id,
      reservation_time: new Date(now + 5 * DAY),
    });
    const past = await createReservation(t.db, {
      restaurant_id: restaurant.id,
      user_id: diner.id,
      reservation_time: new Date(now - 5 * DAY),
    });
    await createReview(t.db, { restaurant_id: restaurant.id, user_id: diner.id });
    await t.db.insert(savedRestaurants).values({ user_id: diner.id, restaurant_id: restaurant.id });

    const res = await call('DELETE', `/api/restaurants/${restaurant.id}`, undefined, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: restaurant.id, cancelled_reservations: 1 });
    const [counted] = await t.db
      .select({ total: restaurants.total_num_reservations })
      .from(restaurants)
      .where(eq(restaurants.id, restaurant.id));
    expect(counted?.total).toBe(6);

    // The diner still sees the cancelled booking, with the restaurant's name.
    const seen = await t.app.inject({
      url: `/api/reservations/${future.id}`,
      headers: diner.headers,
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      status: 'cancelled',
      restaurant: { name: restaurant.name },
    });
    const [pastRow] = await t.db.select().from(reservations).where(eq(reservations.id, past.id));
    expect(pastRow?.status).toBe('confirmed');
    expect(
      await t.db.select().from(reviews).where(eq(reviews.restaurant_id, restaurant.id)),
    ).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(savedRestaurants)
        .where(eq(savedRestaurants.restaurant_id, restaurant.id)),
    ).toHaveLength(0);

    // Gone for everyone else: its page, search, booking, saving, reviewing.
    expect((await t.app.inject({ url: `/api/restaurants/${restaurant.id}` })).statusCode).toBe(404);
    const search = await t.app.inject({
      url: `/api/restaurants/search?searchInput=${encodeURIComponent(restaurant.name)}`,
    });
    expect(search.json().restaurants).toEqual([]);
    const booking = await call(
      'POST',
      `/api/restaurants/${restaurant.id}/reservations`,
      {
        party_size: 2,
        reservation_time: new Date(now + 6 * DAY).toISOString(),
      },
      diner.headers,
    );
    expect(booking.statusCode).toBe(404);
    const save = await call(
      'POST',
      `/api/users/${diner.id}/saved-restaurants/${restaurant.id}`,
      undefined,
      diner.headers,
    );
    expect(save.statusCode).toBe(404);
    expect(
      (await call('DELETE', `/api/restaurants/${restaurant.id}`, undefined, admin.headers))
        .statusCode,
    ).toBe(404);
    expect((await restaurantRow(restaurant.id))?.status).toBe('removed');
  });
});
