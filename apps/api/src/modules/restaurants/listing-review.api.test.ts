import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  listingReviewMessages,
  REJECTION_REASON_MAX_LENGTH,
  type RestaurantInput,
} from '@tablefor/shared';
import { restaurantOwners, restaurants } from '../../db/schema/index.ts';
import { signedUpAdmin, signedUpUser } from '../../test/factories.ts';
import { nextWeekday, OPEN_EVERY_DAY } from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { book, bookingBody } from '../reservations/reservation-test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
let owner: Awaited<ReturnType<typeof signedUpUser>>;
let stranger: Awaited<ReturnType<typeof signedUpUser>>;

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_MINUTE: '1000' } });
  admin = await signedUpAdmin(t);
  owner = await signedUpUser(t);
  stranger = await signedUpUser(t);
});
afterAll(() => t.close());

let sequence = 0;
function listing(overrides: Partial<RestaurantInput> = {}): RestaurantInput {
  sequence += 1;
  return {
    name: `Zanahoria Verde ${sequence}`,
    description: 'Vegetable-forward cooking from the market.',
    website: 'https://zanahoria.example',
    preview_img: '/images/restaurants/3.svg',
    neighborhood: 'Venice',
    cross_street: 'Abbot Kinney',
    cuisines: 'Californian',
    cost: 2,
    dining_style: 'Casual Dining',
    dress_code: 'Casual',
    operation_hours: 'Mon–Sun 10:00–23:00',
    opening_hours: OPEN_EVERY_DAY,
    phone: '310 555 0199',
    parking_details: 'Street Parking',
    payment_options: 'All Major Credit Cards',
    ...overrides,
  };
}

const create = (body: RestaurantInput, headers: Record<string, string> = owner.headers) =>
  t.app.inject({ method: 'POST', url: '/api/restaurants/', payload: body, headers });
const detail = (id: number, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/restaurants/${id}`, headers });
const searchIds = async (text: string) =>
  (await t.app.inject({ url: `/api/restaurants/search?searchInput=${encodeURIComponent(text)}` }))
    .json()
    .restaurants.map((r: { id: number }) => r.id);
const approve = (id: number, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/api/restaurants/${id}/approve`, headers });
const reject = (id: number, payload: object, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/api/restaurants/${id}/reject`, payload, headers });
const DAY = nextWeekday(4);

describe('creating a listing', () => {
  it('refuses anonymous callers with 401 and creates nothing', async () => {
    const before = await t.db.select({ id: restaurants.id }).from(restaurants);
    const res = await create(listing(), {});
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toEqual(['auth: Unauthorized']);
    expect(await t.db.select({ id: restaurants.id }).from(restaurants)).toHaveLength(before.length);
  });

  it("records a user's listing as pending review, placed on the map, its creator recorded", async () => {
    const res = await create(listing({ name: 'Pendiente Uno' }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(restaurants).where(eq(restaurants.id, res.json().id));
    expect(row).toMatchObject({ status: 'pending_review', created_by: owner.id });
    // Venice, from the built-in gazetteer.
    expect(row?.latitude).toBeCloseTo(33.99, 1);
    expect(row?.longitude).toBeCloseTo(-118.46, 1);
    expect(row?.location).toMatch(/Los Angeles|Venice/);
  });

  it('keeps a pending listing out of search, the catalogue and booking', async () => {
    const { id } = (await create(listing({ name: 'Escondido Pendiente' }))).json();
    expect(await searchIds('Escondido Pendiente')).not.toContain(id);
    const all = await t.app.inject({ url: '/api/restaurants/?pageSize=100' });
    expect(all.json().Restaurants.map((r: { id: number }) => r.id)).not.toContain(id);
    const booking = await book(t, id, bookingBody(DAY, '19:00'), stranger.headers);
    expect(booking.statusCode).toBe(404);
  });

  it('shows a pending listing to its creator and administrators only, with its review state', async () => {
    const { id } = (await create(listing({ name: 'Solo Para Mi' }))).json();
    expect((await detail(id)).statusCode).toBe(404);
    expect((await detail(id, stranger.headers)).statusCode).toBe(404);
    for (const headers of [owner.headers, admin.headers]) {
      const res = await detail(id, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().listing).toMatchObject({
        status: 'pending_review',
        rejection_reason: null,
        created_by: { id: owner.id, username: owner.input.username },
      });
    }
  });

  it("publishes an administrator's listing at once, with no review state on its page", async () => {
    const res = await create(listing({ name: 'Publicado Directo' }), admin.headers);
    expect(res.statusCode).toBe(201);
    expect(await searchIds('Publicado Directo')).toContain(res.json().id);
    const page = await detail(res.json().id);
    expect(page.statusCode).toBe(200);
    expect(page.json().listing).toBeUndefined();
  });
});

describe('reviewing listings', () => {
  it('lists the pending queue oldest first, to administrators only', async () => {
    const first = (await create(listing({ name: 'Cola Primero' }))).json();
    const second = (await create(listing({ name: 'Cola Segundo' }))).json();
    expect((await t.app.inject({ url: '/api/admin/listings' })).statusCode).toBe(401);
    const refused = await t.app.inject({ url: '/api/admin/listings', headers: owner.headers });
    expect(refused.statusCode).toBe(403);
    const res = await t.app.inject({
      url: '/api/admin/listings?pageSize=100',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().listings.map((l: { id: number }) => l.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(
      res
        .json()
        .listings.every(
          (l: { listing: { status: string } }) => l.listing.status === 'pending_review',
        ),
    ).toBe(true);
    expect(res.json().total).toBeGreaterThanOrEqual(2);
  });

  it('approval puts the listing into search and makes it bookable', async () => {
    const { id } = (await create(listing({ name: 'Aprobado Pronto' }))).json();
    expect((await approve(id, owner.headers)).statusCode).toBe(403);
    const res = await approve(id);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(restaurants).where(eq(restaurants.id, id));
    expect(row).toMatchObject({ status: 'published', owner_id: owner.id, reviewed_by: admin.id });
    const owners = await t.db
      .select({ user_id: restaurantOwners.user_id })
      .from(restaurantOwners)
      .where(eq(restaurantOwners.restaurant_id, id));
    expect(owners).toEqual([{ user_id: owner.id }]);
    expect(await searchIds('Aprobado Pronto')).toContain(id);
    expect((await detail(id)).statusCode).toBe(200);
    const booking = await book(t, id, bookingBody(DAY, '19:00'), stranger.headers);
    expect(booking.statusCode).toBe(201);
    const again = await approve(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([`status: ${listingReviewMessages.notPending}`]);
  });

  it('rejection needs a reason, which the creator then reads; the listing stays out of search', async () => {
    const { id } = (await create(listing({ name: 'Rechazado Luego' }))).json();
    for (const [payload, message] of [
      [{}, listingReviewMessages.reasonRequired],
      [{ reason: '   ' }, listingReviewMessages.reasonRequired],
      [
        { reason: 'x'.repeat(REJECTION_REASON_MAX_LENGTH + 1) },
        listingReviewMessages.reasonTooLong,
      ],
    ] as const) {
      const res = await reject(id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([`reason: ${message}`]);
    }
    expect((await reject(id, { reason: 'No' }, owner.headers)).statusCode).toBe(403);
    const res = await reject(id, { reason: 'The photos are not of this restaurant.' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(restaurants).where(eq(restaurants.id, id));
    expect(row?.owner_id).toBeNull();
    const page = await detail(id, owner.headers);
    expect(page.json().listing).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The photos are not of this restaurant.',
    });
    expect(page.json().listing.reviewed_at).toEqual(expect.any(String));
    expect((await detail(id)).statusCode).toBe(404);
    expect(await searchIds('Rechazado Luego')).not.toContain(id);
    expect((await approve(id)).statusCode).toBe(409);
  });

  it('answers 404 for an unknown listing', async () => {
    expect((await approve(99999999)).statusCode).toBe(404);
    expect((await reject(99999999, { reason: 'Gone' })).statusCode).toBe(404);
  });
});
