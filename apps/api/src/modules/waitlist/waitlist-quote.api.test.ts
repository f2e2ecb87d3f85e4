/**
 * The quoted wait through the API, on a fixed floor worked out by hand: each party joining the
 * line is quoted the first 5-minute step at which a table seats it for its whole turn, after
 * the bookings already on the timeline and the parties ahead of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistCodes } from '@tablefor/shared';
import { signedUpUser } from '../../test/factories.ts';
import { createReservation, createRestaurant } from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { FloorSpec } from '../floor/floor-spec.ts';
import { joined, joinLine, party, quoteOf } from './waitlist-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

/** Two 2-tops and a 4-top (which seats 2 to 4); two keep a table 90 minutes, three or four 120. */
const SMALL_ROOM: FloorSpec = {
  areas: ['Dining room'],
  tables: [
    { label: 'A1', area: 0, min: 1, max: 2 },
    { label: 'A2', area: 0, min: 1, max: 2 },
    { label: 'B1', area: 0, min: 2, max: 4 },
  ],
  combinations: [],
  turnTimes: [
    { max_party: 2, minutes: 90 },
    { max_party: 4, minutes: 120 },
  ],
  pacingMaxCovers: null,
};

const minutesFrom = (start: number, minutes: number) => new Date(start + minutes * 60_000);

describe('GET and POST /api/owner/restaurants/:id/waitlist: the quoted wait', () => {
  it('quotes each party the first step a table seats it, after the bookings and the line', async () => {
    const owner = await signedUpUser(t);
    const restaurant = await createRestaurant(t.db, { owner_id: owner.id, floor: SMALL_ROOM });
    // T is now to within the test's own few milliseconds: every booking ends on a whole minute
    // after T, so the server's "now" (a moment later) rounds each wait up to the same step.
    const T = Date.now();
    const book = (minutes: number, party_size: number, status: 'seated' | 'confirmed') =>
      createReservation(t.db, {
        restaurant_id: restaurant.id,
        reservation_time: minutesFrom(T, minutes),
        party_size,
        status,
      });
    await book(-60, 2, 'seated'); // A1 from T-60 for 90 min: free at T+30
    await book(-30, 2, 'seated'); // A2 from T-30 for 90 min: free at T+60
    await book(-100, 4, 'seated'); // B1 from T-100 for 120 min: free at T+20
    await book(45, 2, 'confirmed'); // A1 again from T+45 to T+135 (booked online)

    const quote = async (party_size: number) =>
      (await joined(t, restaurant.id, party({ party_size }), owner.headers)).quoted_minutes;

    // A party of 2: A1 frees at +30 but is booked again at +45, too soon for 90 minutes; A2 frees
    // at +60; B1 (2 to 4) frees at +20 and seats two. First: B1 at +20, held to +110.
    expect(await quoteOf(t, restaurant.id, 2, owner.headers)).toBe(20);
    expect(await quote(2)).toBe(20);
    // A party of 4: only B1 seats four, free again at +110 after the party ahead. Held to +230.
    expect(await quote(4)).toBe(110);
    // A party of 2: +30 A1 (clashes with the +45 booking), then +60 A2, free to the end.
    expect(await quote(2)).toBe(60);
    // Another 2: A1 after its booking at +135; A2 is held to +150, B1 to +230.
    expect(await quote(2)).toBe(135);
    // Nothing seats five here.
    const res = await joinLine(t, restaurant.id, party({ party_size: 5 }), owner.headers);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toEqual([
      expect.objectContaining({ field: 'party_size', code: waitlistCodes.noTableFits }),
    ]);
  });

  it('quotes 0 when a table seats the party now', async () => {
    const owner = await signedUpUser(t);
    const restaurant = await createRestaurant(t.db, { owner_id: owner.id, floor: SMALL_ROOM });
    expect(await quoteOf(t, restaurant.id, 3, owner.headers)).toBe(0);
    expect((await joined(t, restaurant.id, party(), owner.headers)).quoted_minutes).toBe(0);
  });
});
