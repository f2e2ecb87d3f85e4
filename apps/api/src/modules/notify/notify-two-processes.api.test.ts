/**
 * Two API processes on one PostgreSQL, each with its own Notify workers: cancellations arriving at
 * both at once, at several restaurants, end with every freed table held for one waiting request
 * and every request offered at most one table, whichever process's worker took each job.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema/index.ts';
import { signedUpUser } from '../../test/factories.ts';
import { allAtOnce, outboxIds } from '../../test/race-checks.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startTwoProcesses, type TwoProcesses } from '../../test/two-processes.ts';
import {
  eventually,
  fullRestaurant,
  NOTIFY_TEST_ENV,
  storedQueue,
  waitingRequest,
  type Diner,
} from './notify-test-helpers.ts';

const serverUrl = process.env.DATABASE_URL;
const RESTAURANTS = 3;
const TABLES = 4;

describe.skipIf(!serverUrl)('Notify with two API processes (DATABASE_URL)', () => {
  let processes: TwoProcesses;
  let first: TestApp;
  beforeAll(async () => {
    processes = await startTwoProcesses(serverUrl!, NOTIFY_TEST_ENV);
    first = processes.first;
  }, 90_000);
  afterAll(() => processes?.stop());

  it('offers each freed table once, whichever process frees or offers it', async () => {
    const cancellations: { id: number; headers: Record<string, string> }[] = [];
    const restaurantIds: number[] = [];
    const waiting: Diner[] = [];
    for (let r = 0; r < RESTAURANTS; r += 1) {
      const { restaurant, bookings } = await fullRestaurant(first, Array(TABLES).fill(2));
      restaurantIds.push(restaurant.id);
      for (const { reservation, diner } of bookings) {
        cancellations.push({ id: reservation.id, headers: diner.headers });
      }
      for (let i = 0; i < TABLES + 1; i += 1) {
        const diner = await signedUpUser(first);
        await waitingRequest(first, restaurant.id, diner.headers, { from: '19:00', to: '19:00' });
        waiting.push(diner);
      }
    }
    // Half the cancellations reach process 1, half process 2, all at once.
    const answers = await allAtOnce(cancellations.length, async (i) => {
      const { id, headers } = cancellations[i]!;
      if (i % 2 === 0) {
        return (
          await first.app.inject({ method: 'DELETE', url: `/api/reservations/${id}`, headers })
        ).statusCode;
      }
      return (
        await fetch(`${processes.secondUrl}/api/reservations/${id}`, { method: 'DELETE', headers })
      ).status;
    });
    expect(answers.every((status) => status === 200)).toBe(true);

    for (const restaurantId of restaurantIds) {
      const queue = await eventually(
        () => storedQueue(first, restaurantId),
        (rows) => rows.filter((row) => row.status === 'offered').length === TABLES,
        30_000,
      );
      // First come first served: the first four requests hold the four tables, the fifth waits.
      expect(queue.map((row) => row.status)).toEqual([...Array(TABLES).fill('offered'), 'waiting']);
      expect(new Set(queue.flatMap((row) => row.table_ids)).size).toBe(TABLES);
      const [held] = await first.db
        .select({ count: sql<number>`count(*)::int` })
        .from(reservations)
        .where(and(eq(reservations.restaurant_id, restaurantId), eq(reservations.status, 'held')));
      expect(held?.count).toBe(TABLES);
    }
    const told = await Promise.all(
      waiting.map(
        async (diner) => (await outboxIds(first.db, diner.input.email, 'notify.offer')).length,
      ),
    );
    expect(told.filter((count) => count === 1)).toHaveLength(RESTAURANTS * TABLES);
    expect(told.filter((count) => count > 1)).toEqual([]);
  }, 120_000);
});
