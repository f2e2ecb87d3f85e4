/** Who may use the owner console: every route, every kind of caller, in one table. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@tablefor/shared';
import { signedUpAdmin, signedUpUser } from '../../test/factories.ts';
import {
  createReservation,
  createRestaurant,
  laTime,
  nextWeekday,
} from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let callers: [string, Record<string, string>][];
let restaurantId: number;
let reservationIds: number[];

const DAY = nextWeekday(4);

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signedUpAdmin(t);
  const owner = await signedUpUser(t);
  const otherOwner = await signedUpUser(t);
  const diner = await signedUpUser(t);
  const restaurant = await createRestaurant(t.db, { owner_id: owner.id });
  await createRestaurant(t.db, { owner_id: otherOwner.id });
  restaurantId = restaurant.id;
  // A callback request for each caller that may decide one, so no decision finds it decided.
  reservationIds = await Promise.all(
    [0, 1, 2, 3, 4].map(async (i) => {
      const row = await createReservation(t.db, {
        restaurant_id: restaurant.id,
        reservation_time: laTime(DAY, `1${i}:00`),
        status: 'pending_callback',
        user_id: diner.id,
        phone_number: '(213) 555-0100',
        contact_method: 'phone',
      });
      return row.id;
    }),
  );
  callers = [
    ['anonymous', {}],
    ['a diner', diner.headers],
    ['the owner of another restaurant', otherOwner.headers],
    ['its owner', owner.headers],
    ['an administrator', admin.headers],
  ];
});
afterAll(() => t.close());

type Route = { name: string; method: 'GET' | 'POST'; url: (i: number) => string; body?: object };

const routes: Route[] = [
  {
    name: 'day book',
    method: 'GET',
    url: () => `/api/owner/restaurants/${restaurantId}/book?date=${DAY}`,
  },
  {
    name: 'conflicts',
    method: 'GET',
    url: () => `/api/owner/restaurants/${restaurantId}/conflicts`,
  },
  {
    name: 'CSV export',
    method: 'GET',
    url: () => `/api/owner/restaurants/${restaurantId}/reservations.csv?from=${DAY}&to=${DAY}`,
  },
  {
    name: 'callback decision',
    method: 'POST',
    url: (i) => `/api/owner/reservations/${reservationIds[i]}/callback`,
    body: { decision: 'confirm' },
  },
  {
    name: 'outcome',
    method: 'POST',
    url: (i) => `/api/owner/reservations/${reservationIds[i]}/outcome`,
    body: { outcome: 'seated' },
  },
  {
    // Runs after the callback decision, which confirmed the owner's and administrator's requests.
    name: 'cancel',
    method: 'POST',
    url: (i) => `/api/owner/reservations/${reservationIds[i]}/cancel`,
    body: { reason: 'The kitchen is closed for a private event' },
  },
];

// [anonymous, diner, another restaurant's owner, owner, administrator]
const expected: Record<string, number[]> = {
  'day book': [401, 403, 403, 200, 200],
  conflicts: [401, 403, 403, 200, 200],
  'CSV export': [401, 403, 403, 200, 200],
  'callback decision': [401, 403, 403, 200, 200],
  // Allowed through, then refused for the reservation itself: it is in the future (409).
  outcome: [401, 403, 403, 409, 409],
  cancel: [401, 403, 403, 200, 200],
};

describe('the owner authorization matrix', () => {
  for (const route of routes) {
    it(`${route.name}: ${expected[route.name]?.join(' / ')}`, async () => {
      const statuses = [];
      for (const [i, [, headers]] of callers.entries()) {
        const res = await t.app.inject({
          method: route.method,
          url: route.url(i),
          headers,
          ...(route.body ? { payload: route.body } : {}),
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 403) {
          expect(res.json().errors).toEqual([`auth: ${authMessages.ownersOnly}`]);
        }
      }
      expect(statuses).toEqual(expected[route.name]);
    });
  }

  it('answers 403 for a reservation id that does not exist, so ids reveal nothing', async () => {
    const diner = callers[1]![1];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/owner/reservations/999999/callback',
      headers: diner,
      payload: { decision: 'confirm' },
    });
    expect(res.statusCode).toBe(403);
  });
});
