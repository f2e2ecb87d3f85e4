/**
 * Several API processes on one PostgreSQL: a booking made through one process reaches a host
 * stand streaming from another, through the database's notifications. Process 1 is built in
 * this test; process 2 is the real server started as a child process on the same database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Timeline } from '@tablefor/shared';
import type { TestApp } from '../../test/test-app.ts';
import { signedUpUser } from '../../test/factories.ts';
import { createRestaurant, nextWeekday } from '../../test/restaurant-factory.ts';
import { startTwoProcesses, type TwoProcesses } from '../../test/two-processes.ts';
import { book, bookingBody } from '../reservations/reservation-test-helpers.ts';
import { openTimelineStream, TWO_ROOMS } from './host-stand-test-helpers.ts';

const serverUrl = process.env.DATABASE_URL;
const DAY = nextWeekday(2);

describe.skipIf(!serverUrl)('two API processes on one PostgreSQL (DATABASE_URL)', () => {
  let processes: TwoProcesses;
  let first: TestApp;
  let secondUrl: string;

  beforeAll(async () => {
    processes = await startTwoProcesses(serverUrl!);
    ({ first, secondUrl } = processes);
  }, 90_000);

  afterAll(() => processes?.stop());

  it('streams from process 2 a booking made through process 1, within a second', async () => {
    const owner = await signedUpUser(first);
    const diner = await signedUpUser(first);
    const restaurant = await createRestaurant(first.db, {
      owner_id: owner.id,
      floor: TWO_ROOMS,
    });
    const live = await openTimelineStream(secondUrl, restaurant.id, DAY, owner.headers);
    try {
      expect(live.status).toBe(200);
      expect((await live.next(5_000)).reservations).toEqual([]);

      const booked = await book(first, restaurant.id, bookingBody(DAY, '19:00'), diner.headers);
      expect(booked.statusCode, booked.body).toBe(201);
      const id = booked.json<{ id: number }>().id;
      const since = Date.now();
      const timeline: Timeline = await live.until(
        (next) => next.reservations.some((reservation) => reservation.id === id),
        1_000,
      );
      expect(Date.now() - since).toBeLessThan(1_000);
      expect(timeline.restaurant.id).toBe(restaurant.id);
    } finally {
      live.close();
    }
  });
});
