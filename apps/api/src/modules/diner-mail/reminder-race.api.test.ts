/**
 * Day-before reminders under contention: sweeps running at once (replicas, a restart) queue one
 * reminder per reservation, and none for a reservation cancelled before its turn.
 */
import { addDays, toUtcReservationTime } from '@tablefor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allAtOnce, outboxIds, raceEach, storedReservation } from '../../test/race-checks.ts';
import {
  createGuestReservation,
  createRestaurant,
  LA,
  laTime,
  todayInLa,
} from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queueDueReminders } from './day-before-reminders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { REMINDER_SWEEP_SECONDS: '3600' } });
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const SWEEPS = 10;
let sequence = 0;

/** Reservations for tomorrow, booked three days ago: each due for its reminder. */
async function dueReservations(count: number) {
  const restaurant = await createRestaurant(t.db);
  return allAtOnce(count, async (i) => {
    const email = `tomorrow-${++sequence}-${Date.now()}@example.com`;
    const { row, headers } = await createGuestReservation(t, {
      restaurant_id: restaurant.id,
      reservation_time: new Date(Date.now() + (12 + i / 10) * HOUR),
      created_at: new Date(Date.now() - 72 * HOUR),
      guest_email: email,
    });
    return { id: row.id, email, headers };
  });
}

const sweep = () => queueDueReminders(t.db, t.config.site, new Date());

describe('the day-before reminder', () => {
  it('ten sweeps at once queue one reminder per reservation', async () => {
    const due = await dueReservations(30);
    const queued = await allAtOnce(SWEEPS, sweep);

    expect(queued.reduce((sum, count) => sum + count, 0)).toBe(due.length);
    for (const { id, email } of due) {
      expect(await outboxIds(t.db, email, 'reservation.reminder')).toHaveLength(1);
      expect((await storedReservation(t.db, id)).reminder_queued_at).not.toBeNull();
    }
    expect(await sweep()).toBe(0);
  });

  it('sweeps racing cancels never remind of a reservation already cancelled', async () => {
    const due = await dueReservations(4);
    // Half are sweeps, half the guest's cancels: every one succeeds.
    const answers = await raceEach(due, SWEEPS, async ({ id, headers }, i) =>
      i % 2 === 0
        ? sweep().then(() => 200)
        : (await t.app.inject({ method: 'DELETE', url: `/api/reservations/${id}`, headers }))
            .statusCode,
    );

    for (const [s, { id, email }] of due.entries()) {
      expect(answers[s]).toEqual(Array(SWEEPS).fill(200));
      expect((await storedReservation(t.db, id)).status).toBe('cancelled');
      const [cancelled, ...more] = await outboxIds(t.db, email, 'reservation.cancelled');
      expect(more).toEqual([]);
      const reminders = await outboxIds(t.db, email, 'reservation.reminder');
      expect(reminders.length).toBeLessThanOrEqual(1);
      for (const reminder of reminders) expect(reminder).toBeLessThan(cancelled!);
    }
  });

  it('sweeps racing a change of the time never remind of the new time as tomorrow', async () => {
    const due = await dueReservations(4);
    const laterDay = addDays(todayInLa(), 5);
    const later = toUtcReservationTime(laterDay, '19:00', LA);
    const answers = await raceEach(due, SWEEPS, async ({ id, headers }, i) =>
      i % 2 === 0
        ? sweep().then(() => 200)
        : (
            await t.app.inject({
              method: 'PUT',
              url: `/api/reservations/${id}`,
              headers,
              payload: { reservation_time: later },
            })
          ).statusCode,
    );

    for (const [s, { id, email }] of due.entries()) {
      expect(answers[s]).toEqual(Array(SWEEPS).fill(200));
      const row = await storedReservation(t.db, id);
      expect(row.reservation_time).toEqual(laTime(laterDay, '19:00'));
      // A reminder sent before the move is for the old time; the new one is not due yet.
      expect(row.reminder_queued_at).toBeNull();
      const [changed] = await outboxIds(t.db, email, 'reservation.changed');
      const reminders = await outboxIds(t.db, email, 'reservation.reminder');
      for (const reminder of reminders) expect(reminder).toBeLessThan(changed!);
    }
  });
});
