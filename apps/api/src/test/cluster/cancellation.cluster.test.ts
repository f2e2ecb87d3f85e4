/**
 * A cancellation made through one API process reaches the other: its availability (read with a
 * warm read cache) shows the table free within two seconds, and its host-stand stream sends it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Availability } from '@tablefor/shared';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTimelineStream } from '../../modules/host-stand/host-stand-test-helpers.ts';
import { bookingBody } from '../../modules/reservations/reservation-test-helpers.ts';
import { createRestaurant, nextWeekday, tablesOf } from '../restaurant-factory.ts';
import { call, cluster, eventually, openClusterDatabase, signUp } from './cluster-client.ts';
import { PIN_HEADER } from './round-robin-proxy.ts';

const DAY = nextWeekday(4);
const TIME = '19:00';

describe.skipIf(!cluster)('a cancellation across two API processes (DATABASE_URL)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openClusterDatabase();
  });
  afterAll(() => database?.close());

  it("frees the table in the other process's availability and host-stand stream", async () => {
    const owner = await signUp('10.50.0.1');
    const diner = await signUp('10.50.0.2');
    // One table: while it is booked at 19:00, 19:00 is not available.
    const restaurant = await createRestaurant(database.db, {
      owner_id: owner.id,
      floor: tablesOf([2]),
    });
    const booked = await call(`/api/restaurants/${restaurant.id}/reservations`, {
      method: 'POST',
      process: 0,
      client: '10.50.0.2',
      headers: diner.headers,
      body: bookingBody(DAY, TIME),
    });
    expect(booked.status, booked.body.toString()).toBe(201);
    const { id } = booked.json<{ id: number }>();

    const availableOnSecond = async () => {
      const res = await call(
        `/api/restaurants/${restaurant.id}/availability?date=${DAY}&partySize=2`,
        { process: 1 },
      );
      expect(res.upstream).toBe(1);
      return res.json<Availability>().slots.find((slot) => slot.time === TIME)?.available;
    };
    // Process 1 now keeps the restaurant's floor plan in its read cache; the slots are counted.
    expect(await availableOnSecond()).toBe(false);
    expect(await availableOnSecond()).toBe(false);

    const live = await openTimelineStream(cluster!.proxyUrl, restaurant.id, DAY, {
      ...owner.headers,
      [PIN_HEADER]: '1',
    });
    try {
      expect(live.status).toBe(200);
      const before = await live.next(5_000);
      expect(before.reservations.map((reservation) => reservation.id)).toContain(id);

      const cancelled = await call(`/api/reservations/${id}`, {
        method: 'DELETE',
        process: 0,
        headers: diner.headers,
      });
      expect(cancelled.status, cancelled.body.toString()).toBe(200);
      const since = Date.now();

      const after = await live.until(
        (timeline) =>
          !timeline.reservations.some(
            (reservation) => reservation.id === id && reservation.status !== 'cancelled',
          ),
        2_000,
      );
      expect(after.restaurant.id).toBe(restaurant.id);
      expect(await eventually(availableOnSecond, (available) => available === true)).toBe(true);
      expect(Date.now() - since).toBeLessThan(2_000);
    } finally {
      live.close();
    }
  });
});
