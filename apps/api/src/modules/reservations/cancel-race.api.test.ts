/**
 * Cancelling and changing a reservation under contention: ten identical requests have the effect
 * of one, and a change never outlives a cancellation that beat it.
 */
import { reservationMessages as m, type Reservation } from '@tablefor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpAdmin, signedUpUser } from '../../test/factories.ts';
import {
  allAtOnce,
  outboxIds,
  reservationCount,
  storedReservation,
  turns,
} from '../../test/race-checks.ts';
import {
  createGuestReservation,
  createReservation,
  createRestaurant,
  laTime,
  nextWeekday,
} from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = nextWeekday(3);
const REQUESTS = 10;
let sequence = 0;

type Canceller = 'guest with the code' | 'diner' | 'administrator';

/** A booking the restaurant counts among its 5, and the headers that may cancel it. */
async function booking(who: Canceller = 'guest with the code') {
  const restaurant = await createRestaurant(t.db, { total_num_reservations: 5 });
  const email = `racer-${++sequence}-${Date.now()}@example.com`;
  const reservation = { restaurant_id: restaurant.id, reservation_time: laTime(DAY, '19:00') };
  if (who === 'diner') {
    const diner = await signedUpUser(t);
    const { id } = await createReservation(t.db, {
      ...reservation,
      user_id: diner.id,
      guest_email: email,
    });
    return { restaurant, email, id, headers: diner.headers };
  }
  const { row, headers } = await createGuestReservation(t, { ...reservation, guest_email: email });
  const admin = who === 'administrator' ? await signedUpAdmin(t) : null;
  return { restaurant, email, id: row.id, headers: admin?.headers ?? headers };
}

const cancel = (id: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'DELETE', url: `/api/reservations/${id}`, headers });

const change = (id: number, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/reservations/${id}`, headers, payload });

describe('ten simultaneous cancels of one booking', () => {
  it.each(['guest with the code', 'diner', 'administrator'] as const)(
    'by the %s: all answer it cancelled, the restaurant counts one less, one e-mail',
    async (who) => {
      const { restaurant, email, id, headers } = await booking(who);
      const before = await reservationCount(t.db, restaurant.id);

      const answers = await allAtOnce(REQUESTS, () => cancel(id, headers));

      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<Reservation>()).toMatchObject({ id, status: 'cancelled' });
      }
      expect((await storedReservation(t.db, id)).status).toBe('cancelled');
      expect(await reservationCount(t.db, restaurant.id)).toBe(before - 1);
      expect(await outboxIds(t.db, email, 'reservation.cancelled')).toHaveLength(1);
    },
  );
});

describe('a change racing a cancel', () => {
  it('never changes, nor tells of a change to, a reservation already cancelled', async () => {
    // Five bookings, each sent nine changes of the party size and one cancel, started over a few
    // turns of the event loop: the cancel lands at a different place among the changes of each.
    const bookings = await allAtOnce(5, () => booking());
    const before = await allAtOnce(5, (b) => reservationCount(t.db, bookings[b]!.restaurant.id));
    const cancelAt = (b: number) => 1 + 2 * b;
    const answers = await allAtOnce(bookings.length, (b) => {
      const { id, headers } = bookings[b]!;
      return allAtOnce(
        REQUESTS,
        (i) =>
          i === cancelAt(b)
            ? turns(b).then(() => cancel(id, headers))
            : turns(i % 4).then(() => change(id, headers, { party_size: 3 + (i % 4) })), // a table seats each
      );
    });

    for (const [b, { restaurant, email, id }] of bookings.entries()) {
      const cancelling = answers[b]![cancelAt(b)]!;
      expect(cancelling.statusCode, cancelling.body).toBe(200);
      expect(cancelling.json<Reservation>().status).toBe('cancelled');
      const changes = answers[b]!.filter((_, i) => i !== cancelAt(b));
      const changed = changes.filter((res) => res.statusCode === 200);
      for (const res of changes) {
        if (res.statusCode === 200) {
          expect(res.json<Reservation>().status).toBe('confirmed');
        } else {
          expect(res.statusCode, res.body).toBe(409);
          expect(res.json().errors).toEqual([`reservation: ${m.cancelled}`]);
        }
      }

      const row = await storedReservation(t.db, id);
      expect(row.status).toBe('cancelled');
      // The stored party is one that a change answered, or the booked one.
      const answered = changed.map((res) => res.json<Reservation>().party_size);
      expect(changed.length > 0 ? answered : [2]).toContain(row.party_size);
      expect(await reservationCount(t.db, restaurant.id)).toBe(before[b]! - 1);
      const cancelledMail = await outboxIds(t.db, email, 'reservation.cancelled');
      const changedMail = await outboxIds(t.db, email, 'reservation.changed');
      expect(cancelledMail).toHaveLength(1);
      // One letter per change that changed something: a party size set again to what it already
      // is answers 200 and tells nobody (the first change, from the booked 2, always tells).
      expect(changedMail.length).toBeLessThanOrEqual(changed.length);
      expect(changedMail.length > 0).toBe(changed.length > 0);
      for (const mailId of changedMail) expect(mailId).toBeLessThan(cancelledMail[0]!);
    }
  });
});
