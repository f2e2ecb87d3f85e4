/**
 * Creating listings is limited per account (LISTING_CREATE_RATE_LIMIT_PER_HOUR), on the wizard's
 * route and on topic search's: each non-administrator's listing waits in the review queue.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantInput } from '@tablefor/shared';
import { restaurants } from '../../db/schema/index.ts';
import { signedUpUser } from '../../test/factories.ts';
import { OPEN_EVERY_DAY } from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const LIMIT = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LISTING_CREATE_RATE_LIMIT_PER_HOUR: String(LIMIT), SIGNUP_RATE_LIMIT_PER_HOUR: '1000' },
  });
});
afterAll(() => t.close());

let sequence = 0;
const wizardListing = (): RestaurantInput => ({
  name: `Limited Kitchen ${++sequence}`,
  description: 'Vegetable-forward cooking from the market.',
  website: 'https://limited.example',
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
});
const searchResults = () => ({
  task_id: 'a-task',
  companies: [1, 2].map(() => ({
    name: `Found Kitchen ${++sequence}`,
    description: 'Found by a topic search',
    cuisine_type: 'Italian',
    price_range: '',
    location: {
      address: `${100 + sequence} Main St`,
      neighborhood: 'Venice',
      city: 'Los Angeles',
      state: 'CA',
      zip_code: '90291',
      latitude: null,
      longitude: null,
    },
    contact: { phone: '', email: '', website: '' },
    hours: {},
    opening_hours: {},
    features: [],
    rating: null,
    reviews_count: null,
    founded_year: null,
    size: null,
    relevance_score: 0.5,
    source_urls: [`https://www.openstreetmap.org/node/${sequence}`],
    unknown_filters: [],
    listed_restaurant_id: null,
  })),
});

const ROUTES = [
  { route: 'POST /api/restaurants/', url: '/api/restaurants/', body: wizardListing, perCall: 1 },
  {
    route: 'POST /api/restaurants/from-search',
    url: '/api/restaurants/from-search',
    body: searchResults,
    perCall: 2,
  },
];

const createdBy = async (userId: number) =>
  (await t.db.select({ n: count() }).from(restaurants).where(eq(restaurants.created_by, userId)))[0]
    ?.n;

describe.each(ROUTES)('$route', ({ url, body, perCall }) => {
  it('answers 429 beyond the limit per account, also to requests sent all at once', async () => {
    const diner = await signedUpUser(t);
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 3 }, (_, attempt) =>
        t.app.inject({
          method: 'POST',
          url,
          payload: body(),
          // A new address each time changes nothing: the account is counted.
          headers: { ...diner.headers, 'x-forwarded-for': `198.51.100.${attempt + 1}` },
          remoteAddress: `203.0.113.${attempt + 1}`,
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(LIMIT).fill(201), ...Array(3).fill(429)]);
    for (const refused of answers.filter((res) => res.statusCode === 429)) {
      expect(refused.json().errors).toEqual([expect.stringMatching(/^rate_limit: /)]);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    }
    expect(await createdBy(diner.id)).toBe(LIMIT * perCall);

    // Another account has its own allowance.
    const other = await signedUpUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: body(),
      headers: other.headers,
    });
    expect(res.statusCode).toBe(201);
  });
});
