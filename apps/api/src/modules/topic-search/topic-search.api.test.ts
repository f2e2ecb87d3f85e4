import { eq } from 'drizzle-orm';
import type { Company } from '@tablefor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../db/schema/index.ts';
import { signedUpAdmin, signedUpUser } from '../../test/factories.ts';
import { createRestaurant } from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let diner: Awaited<ReturnType<typeof signedUpUser>>;
let admin: Awaited<ReturnType<typeof signedUpAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  diner = await signedUpUser(t);
  admin = await signedUpAdmin(t);
});
afterAll(() => t.close());

let sequence = 0;
function company(overrides: Partial<Company> = {}): Company {
  sequence += 1;
  return {
    name: `Osteria Lumen ${sequence}`,
    description: 'Wood-fired pizza and pasta',
    cuisine_type: 'Italian',
    price_range: '',
    location: {
      address: `${100 + sequence} Main St`,
      neighborhood: 'Venice',
      city: 'Los Angeles',
      state: 'CA',
      zip_code: '90291',
      latitude: 33.99,
      longitude: -118.47,
    },
    contact: { phone: '+1 310-555-0142', email: '', website: '' },
    hours: {},
    opening_hours: {},
    features: [],
    rating: 4.4,
    reviews_count: 120,
    founded_year: null,
    size: null,
    relevance_score: 0.8,
    source_urls: [`https://www.openstreetmap.org/node/${sequence}`],
    unknown_filters: ['size', 'founded_after'],
    listed_restaurant_id: null,
    ...overrides,
  };
}

const save = (companies: Company[], headers: Record<string, string> = diner.headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/restaurants/from-search',
    headers,
    payload: { task_id: 'a-task', companies },
  });

describe('GET /api/directory/unclaimed', () => {
  it('lists published restaurants no owner has claimed that match the words, in the place', async () => {
    const owner = await signedUpUser(t);
    const open = await createRestaurant(t.db, {
      name: 'Nonna Lucia',
      cuisines: 'Italian',
      neighborhood: 'Koreatown',
    });
    await createRestaurant(t.db, {
      name: 'Claimed Italian',
      cuisines: 'Italian',
      neighborhood: 'Koreatown',
      owner_id: owner.id,
    });
    await createRestaurant(t.db, {
      name: 'Pending Italian',
      cuisines: 'Italian',
      neighborhood: 'Koreatown',
      status: 'pending_review',
    });
    await createRestaurant(t.db, {
      name: 'Seoul Garden',
      cuisines: 'Korean',
      neighborhood: 'Koreatown',
    });
    await createRestaurant(t.db, {
      name: 'Italian Elsewhere',
      cuisines: 'Italian',
      neighborhood: 'Pasadena',
    });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/directory/unclaimed?q=italian%20restaurants&location=koreatown&limit=5',
    });
    expect(response.statusCode).toBe(200);
    const names = response.json().places.map((place: { name: string }) => place.name);
    expect(names).toEqual(['Nonna Lucia']);
    expect(response.json().places[0]).toMatchObject({ id: open.id, cuisines: 'Italian' });
  });

  it('answers a bad limit with a 400 and its errors', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/directory/unclaimed?limit=500',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.length).toBeGreaterThan(0);
  });
});

describe('POST /api/restaurants/from-search', () => {
  it('needs a signed-in user', async () => {
    const response = await save([company()], {});
    expect(response.statusCode).toBe(401);
  });

  it('refuses an empty selection with the message, and creates nothing', async () => {
    const before = await t.db.$count(restaurants);
    const response = await save([]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(['companies: Select at least one result to save']);
    expect(await t.db.$count(restaurants)).toBe(before);
  });

  it('saves results as listings pending review, with the placeholder defaults', async () => {
    const first = company({ price_range: '$$$' });
    const second = company({
      contact: { phone: '', email: '', website: 'https://second.example/' },
      opening_hours: { mon: [{ open: '11:00', close: '22:00' }] },
    });
    const response = await save([first, second]);
    expect(response.statusCode).toBe(201);
    const { created, duplicates } = response.json();
    expect(duplicates).toEqual([]);
    expect(created).toEqual([
      { index: 0, id: expect.any(Number), name: first.name, status: 'pending_review' },
      { index: 1, id: expect.any(Number), name: second.name, status: 'pending_review' },
    ]);

    const [row] = await t.db.select().from(restaurants).where(eq(restaurants.id, created[0].id));
    expect(row).toMatchObject({
      name: first.name,
      status: 'pending_review',
      created_by: diner.id,
      owner_id: null,
      cost: 3,
      cuisines: 'Italian',
      neighborhood: 'Venice',
      cross_street: first.location.address,
      phone: '(310) 555-0142',
      website: '',
      operation_hours: 'Mon-Sun: TBD',
      dining_style: 'Casual Dining',
      dress_code: 'Casual',
      parking_details: 'Street Parking',
      payment_options: 'All Major Credit Cards',
      latitude: 33.99,
      // A source's rating is not the product's reviews: the listing starts with none.
      review_count: 0,
    });
    expect(row?.preview_img).toMatch(/^\/images\/restaurants\/\d+\.svg$/);

    const [other] = await t.db.select().from(restaurants).where(eq(restaurants.id, created[1].id));
    expect(other).toMatchObject({ cost: 2, phone: '', website: 'https://second.example/' });
    expect(other?.opening_hours).toEqual({ mon: [{ open: '11:00', close: '22:00' }] });
    expect(other?.operation_hours).not.toContain('TBD');
  });

  it('never saves a restaurant twice: same name and place, same website, or a listed one', async () => {
    const place = company();
    const firstSave = await save([place]);
    const id = firstSave.json().created[0].id;

    const sameSite = company({
      contact: { phone: '', email: '', website: 'https://www.unique-site.example/' },
    });
    const siteSave = await save([sameSite]);
    const siteId = siteSave.json().created[0].id;

    const listed = await createRestaurant(t.db, { name: 'Already Here' });
    const response = await save([
      place,
      company({
        name: 'Renamed',
        contact: { phone: '', email: '', website: 'http://unique-site.example' },
      }),
      company({ name: 'Already Here', listed_restaurant_id: listed.id }),
      company({ name: place.name.toUpperCase(), location: { ...place.location, address: '' } }),
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      created: [],
      duplicates: [
        { index: 0, name: place.name, restaurant_id: id },
        { index: 1, name: 'Renamed', restaurant_id: siteId },
        { index: 2, name: 'Already Here', restaurant_id: listed.id },
        { index: 3, name: place.name.toUpperCase(), restaurant_id: id },
      ],
    });
  });

  it('creates a place listed twice in one selection once', async () => {
    const place = company();
    const response = await save([place, { ...place, source_urls: ['https://elsewhere.example/'] }]);
    const { created, duplicates } = response.json();
    expect(created).toHaveLength(1);
    expect(duplicates).toEqual([{ index: 1, name: place.name, restaurant_id: created[0].id }]);
  });

  it('two people saving the same place at once create it once', async () => {
    const place = company();
    const [a, b] = await Promise.all([save([place]), save([place], admin.headers)]);
    const createdCount = a.json().created.length + b.json().created.length;
    expect(createdCount).toBe(1);
  });

  it("publishes an administrator's saved results at once", async () => {
    const response = await save([company()], admin.headers);
    expect(response.json().created[0].status).toBe('published');
  });

  it('refuses a malformed result with its errors', async () => {
    const response = await save([{ ...company(), source_urls: [] }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatch(/^companies\.0\.source_urls/);
  });
});
