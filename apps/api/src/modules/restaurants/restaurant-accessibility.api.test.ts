/**
 * Accessibility, end to end through the API: its owners and administrators set it (the note's
 * limit is the shared schema's), anyone else is refused, the crawl reads it from schema.org
 * amenityFeature, and 'Accessible entrance' narrows a search to listings with a step-free entrance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ACCESSIBILITY_NOTE_MAX_LENGTH,
  authMessages,
  crawlResponseSchema,
  noAccessibility,
  restaurantSchema,
} from '@tablefor/shared';
import {
  htmlDocument,
  htmlPage,
  jsonLdScript,
  startTestSite,
  type TestSite,
} from '@tablefor/page-reader/test-site';
import { restaurants } from '../../db/schema/index.ts';
import { signedUpAdmin, signedUpUser } from '../../test/factories.ts';
import { createRestaurant } from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { names, search } from '../search/search-fixtures.ts';

const ACCESSIBLE = {
  step_free_entrance: true,
  accessible_restroom: true,
  accessible_seating: false,
  hearing_loop: true,
  note: 'Ramp at the side door on 5th St.',
};

const amenityPage = htmlDocument(
  '<title>Casa Rampa</title>' +
    jsonLdScript({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Casa Rampa',
      amenityFeature: [
        {
          '@type': 'LocationFeatureSpecification',
          name: 'Wheelchair accessible entrance',
          value: true,
        },
        { '@type': 'LocationFeatureSpecification', name: 'Accessible restroom', value: 'True' },
        { '@type': 'LocationFeatureSpecification', name: 'Hearing loop', value: false },
        { '@type': 'LocationFeatureSpecification', name: 'Accessible seating' },
        {
          '@type': 'LocationFeatureSpecification',
          name: 'Accessibility',
          value: 'Ramp on Main St.',
        },
        { '@type': 'LocationFeatureSpecification', name: 'Free Wi-Fi', value: true },
      ],
    }),
  '<h1>Casa Rampa</h1>',
);
const plainPage = htmlDocument(
  '<title>Casa Plana</title>' +
    jsonLdScript({ '@context': 'https://schema.org', '@type': 'Restaurant', name: 'Casa Plana' }),
  '<h1>Casa Plana</h1>',
);

let t: TestApp;
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ '/rampa': htmlPage(amenityPage), '/plana': htmlPage(plainPage) });
  t = await createTestApp({
    env: { CRAWL_ALLOWED_ORIGINS: site.origin, CRAWL_RATE_LIMIT_PER_MINUTE: '1000' },
  });
});
afterAll(async () => {
  await t?.close();
  await site?.close();
});

const put = (id: number, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: `/api/restaurants/${id}`, payload, headers });
const stored = async (id: number) =>
  (await t.db.select().from(restaurants).where(eq(restaurants.id, id)))[0]?.accessibility;

describe('accessibility on a listing', () => {
  it('is nothing stated until someone says so, and is part of the public record', async () => {
    const restaurant = await createRestaurant(t.db, { name: 'Sin Datos' });
    const res = await t.app.inject({ url: `/api/restaurants/${restaurant.id}` });
    expect(res.statusCode).toBe(200);
    expect(restaurantSchema.parse(res.json()).accessibility).toEqual(noAccessibility());
  });

  it('is set by its owner and by an administrator, whole, the note trimmed', async () => {
    const owner = await signedUpUser(t);
    const admin = await signedUpAdmin(t);
    const restaurant = await createRestaurant(t.db, { owner_id: owner.id });

    const byOwner = await put(
      restaurant.id,
      { accessibility: { ...ACCESSIBLE, note: `  ${ACCESSIBLE.note}  ` } },
      owner.headers,
    );
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json().accessibility).toEqual(ACCESSIBLE);
    expect(await stored(restaurant.id)).toEqual(ACCESSIBLE);

    // A feature left out is false: the form always sends the whole group.
    const byAdmin = await put(
      restaurant.id,
      { accessibility: { hearing_loop: true } },
      admin.headers,
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await stored(restaurant.id)).toEqual({ ...noAccessibility(), hearing_loop: true });
  });

  it('refuses a note past its limit and a feature that is not a yes or no, with reasons', async () => {
    const admin = await signedUpAdmin(t);
    const restaurant = await createRestaurant(t.db, { accessibility: ACCESSIBLE });
    const long = await put(
      restaurant.id,
      { accessibility: { note: 'x'.repeat(ACCESSIBILITY_NOTE_MAX_LENGTH + 1) } },
      admin.headers,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([
      `accessibility.note: Must be at most ${ACCESSIBILITY_NOTE_MAX_LENGTH} characters`,
    ]);
    const notFlag = await put(
      restaurant.id,
      { accessibility: { hearing_loop: 'yes' } },
      admin.headers,
    );
    expect(notFlag.statusCode).toBe(400);
    expect(notFlag.json().errors[0]).toMatch(/^accessibility\.hearing_loop: /);
    expect(await stored(restaurant.id)).toEqual(ACCESSIBLE);
  });

  it.each([
    ['anonymous', () => ({}), 401],
    ['a diner', async () => (await signedUpUser(t)).headers, 403],
    ['the owner of another restaurant', 'otherOwner' as const, 403],
  ] as const)('is refused to %s, as the rest of the edit is', async (_who, caller, status) => {
    const restaurant = await createRestaurant(t.db, { accessibility: ACCESSIBLE });
    let headers: Record<string, string> = {};
    if (caller === 'otherOwner') {
      const other = await signedUpUser(t);
      await createRestaurant(t.db, { owner_id: other.id });
      headers = other.headers;
    } else {
      headers = await caller();
    }
    const res = await put(restaurant.id, { accessibility: noAccessibility() }, headers);
    expect(res.statusCode).toBe(status);
    if (status === 403) expect(res.json().errors).toEqual([`auth: ${authMessages.ownersOnly}`]);
    expect(await stored(restaurant.id)).toEqual(ACCESSIBLE);
  });

  it('is given with the creation of a listing', async () => {
    const user = await signedUpUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/restaurants/',
      headers: user.headers,
      payload: {
        name: 'Casa Nueva Rampa',
        description: 'Grilled fish.',
        website: 'https://casanueva.example',
        preview_img: '/images/restaurants/3.svg',
        neighborhood: 'Venice',
        cross_street: 'Abbot Kinney',
        cuisines: 'Seafood',
        cost: 2,
        dining_style: 'Casual Dining',
        dress_code: 'Casual Dress',
        operation_hours: 'Daily 5:00 pm - 10:00 pm',
        phone: '310 555 0143',
        parking_details: 'Street',
        payment_options: 'Visa',
        accessibility: { step_free_entrance: true, note: 'Level entrance.' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await stored(res.json().id)).toEqual({
      ...noAccessibility(),
      step_free_entrance: true,
      note: 'Level entrance.',
    });
  });
});

describe('the crawl', () => {
  it('reads accessibility from schema.org amenityFeature, by name, and its note', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/crawl',
      payload: { url: site.url('/rampa') },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(crawlResponseSchema.parse(res.json()).result.accessibility).toEqual({
      step_free_entrance: true,
      accessible_restroom: true,
      // Stated without a value: the feature is there.
      accessible_seating: true,
      hearing_loop: false,
      note: 'Ramp on Main St.',
    });
  });

  it('says nothing of accessibility for a page that does not', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/crawl',
      payload: { url: site.url('/plana') },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(crawlResponseSchema.parse(res.json()).result.accessibility).toBeNull();
  });
});

describe("the search filter 'Accessible entrance'", () => {
  it('answers only listings with a step-free entrance, and hears a change', async () => {
    const level = await createRestaurant(t.db, {
      name: 'Zanquetta Level',
      accessibility: { ...noAccessibility(), step_free_entrance: true },
    });
    await createRestaurant(t.db, {
      name: 'Zanquetta Steps',
      accessibility: { ...noAccessibility(), accessible_restroom: true, hearing_loop: true },
    });
    await createRestaurant(t.db, { name: 'Zanquetta Unsaid' });

    expect(names(await search(t, { searchInput: 'zanquetta' }))).toHaveLength(3);
    expect(
      names(await search(t, { searchInput: 'zanquetta', accessibleEntrance: 'true' })),
    ).toEqual(['Zanquetta Level']);
    expect(
      names(await search(t, { searchInput: 'zanquetta', accessibleEntrance: 'false' })),
    ).toHaveLength(3);

    // The kept matches of the filtered search are dropped when an entrance changes.
    await t.db
      .update(restaurants)
      .set({ accessibility: noAccessibility() })
      .where(eq(restaurants.id, level.id));
    await expect
      .poll(
        async () =>
          (await search(t, { searchInput: 'zanquetta', accessibleEntrance: 'true' })).total,
        { timeout: 2_000 },
      )
      .toBe(0);
  });

  it('refuses a value other than true or false with its reason', async () => {
    const res = await t.app.inject({ url: '/api/restaurants/search?accessibleEntrance=yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      'accessibleEntrance: accessibleEntrance must be true or false',
    ]);
  });
});
