/**
 * The restaurant's decisions under contention: of simultaneous requests, among them the guest's
 * own cancel or change, one decides; the table is freed, counted and the guest told once.
 */
import {
  ownerConsoleMessages as om,
  reservationMessages as rm,
  type BookedReservation,
  type Reservation,
} from '@tablefor/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser } from '../../test/factories.ts';
import {
  allAtOnce,
  outboxIds,
  reservationCount,
  raceEach,
  storedReservation,
} from '../../test/race-checks.ts';
import {
  createGuestReservation,
  createRestaurant,
  laTime,
  nextWeekday,
} from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedUpUser>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedUpUser(t);
});
afterAll(() => t.close());

const DAY = nextWeekday(5);
const HOUR = 60 * 60 * 1000;
const REQUESTS = 10;
/** Reservations raced at once, each with its own order of arrival (see raceEach). */
const SUBJECTS = 8;
let sequence = 0;

/** A guest's reservation at a restaurant of `owner` that counts 5 reservations. */
async function reservation(fields: { status?: 'pending_callback'; reservation_time?: Date } = {}) {
  const restaurant = await createRestaurant(t.db, {
    owner_id: owner.id,
    total_num_reservations: 5,
  });
  const email = `decided-${++sequence}-${Date.now()}@example.com`;
  const { row, headers } = await createGuestReservation(t, {
    restaurant_id: restaurant.id,
    reservation_time: laTime(DAY, '19:30'),
    guest_email: email,
    ...(fields.status ? { status: fields.status, contact_method: 'phone' as const } : {}),
    ...fields,
  });
  return { restaurantId: restaurant.id, id: row.id, email, guest: headers };
}

const ownerPost = (id: number, action: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/owner/reservations/${id}/${action}`,
    headers: owner.headers,
    payload,
  });
const guestCancel = (id: number, guest: Record<string, string>) =>
  t.app.inject({ method: 'DELETE', url: `/api/reservations/${id}`, headers: guest });
const guestChange = (id: number, guest: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/reservations/${id}`, headers: guest, payload });

const ok = (answers: LightMyRequestResponse[]) => answers.filter((res) => res.statusCode === 200);

function expectRefused(answers: LightMyRequestResponse[], message: string) {
  for (const res of answers.filter((answer) => answer.statusCode !== 200)) {
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errors).toEqual([`reservation: ${message}`]);
  }
}

/** Outbox messages of these kinds to the guest, oldest first. */
async function mailTo(email: string, ...kinds: string[]) {
  const ids = await allAtOnce(kinds.length, (k) => outboxIds(t.db, email, kinds[k]!));
  return ids.flat().sort((a, b) => a - b);
}

describe("the restaurant's cancel", () => {
  it('ten at once: one cancels, nine are refused; counted and told once', async () => {
    const { restaurantId, id, email } = await reservation();
    const answers = await allAtOnce(REQUESTS, (i) =>
      ownerPost(id, 'cancel', { reason: `Kitchen fire ${i}` }),
    );
    expect(ok(answers)).toHaveLength(1);
    expectRefused(answers, om.notCancellable);
    const winner = ok(answers)[0]!.json<BookedReservation>();
    expect(winner.status).toBe('cancelled');
    const row = await storedReservation(t.db, id);
    expect(row).toMatchObject({ status: 'cancelled', decline_reason: winner.decline_reason });
    expect(await reservationCount(t.db, restaurantId)).toBe(4);
    expect(await mailTo(email, 'reservation.cancelled')).toHaveLength(1);
  });

  it("racing the guest's own cancels: cancelled once, whoever wins", async () => {
    const subjects = await allAtOnce(SUBJECTS, () => reservation());
    const answers = await raceEach(subjects, REQUESTS, ({ id, guest }, i) =>
      i % 2 === 0 ? ownerPost(id, 'cancel', { reason: 'Closed' }) : guestCancel(id, guest),
    );
    for (const [s, { restaurantId, id, email }] of subjects.entries()) {
      const byOwner = answers[s]!.filter((_, i) => i % 2 === 0);
      const byGuest = answers[s]!.filter((_, i) => i % 2 === 1);
      for (const res of byGuest) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<Reservation>().status).toBe('cancelled');
      }
      expect(ok(byOwner).length).toBeLessThanOrEqual(1);
      expectRefused(byOwner, om.notCancellable);
      const row = await storedReservation(t.db, id);
      expect(row.status).toBe('cancelled');
      expect(row.decline_reason).toBe(ok(byOwner).length === 1 ? 'Closed' : null);
      expect(await reservationCount(t.db, restaurantId)).toBe(4);
      expect(await mailTo(email, 'reservation.cancelled')).toHaveLength(1);
    }
  });

  it("racing the guest's changes: no change lands after the cancel", async () => {
    const subjects = await allAtOnce(SUBJECTS, () => reservation());
    const answers = await raceEach(
      subjects,
      REQUESTS,
      ({ id, guest }, i) =>
        i % 2 === 0
          ? ownerPost(id, 'cancel', { reason: 'Closed' })
          : guestChange(id, guest, { party_size: 3 + (i % 4) }), // 4 or 6: a table seats either
    );
    for (const [s, { restaurantId, id, email }] of subjects.entries()) {
      const byOwner = answers[s]!.filter((_, i) => i % 2 === 0);
      const changes = answers[s]!.filter((_, i) => i % 2 === 1);
      expect(ok(byOwner)).toHaveLength(1);
      expectRefused(byOwner, om.notCancellable);
      for (const res of ok(changes)) expect(res.json<Reservation>().status).toBe('confirmed');
      expectRefused(changes, rm.cancelled);
      expect((await storedReservation(t.db, id)).status).toBe('cancelled');
      expect(await reservationCount(t.db, restaurantId)).toBe(4);
      const [cancelled, ...more] = await mailTo(email, 'reservation.cancelled');
      expect(more).toEqual([]);
      const changed = await mailTo(email, 'reservation.changed');
      // One letter per change that changed something: a party size set again to what it already
      // is answers 200 and tells nobody (the first change, from the booked party, always tells).
      expect(changed.length).toBeLessThanOrEqual(ok(changes).length);
      expect(changed.length > 0).toBe(ok(changes).length > 0);
      for (const mailId of changed) expect(mailId).toBeLessThan(cancelled!);
    }
  });
});

describe('callback decisions', () => {
  it('ten at once, confirms and declines: one decides, told once', async () => {
    const { restaurantId, id, email } = await reservation({ status: 'pending_callback' });
    const answers = await allAtOnce(REQUESTS, (i) =>
      ownerPost(
        id,
        'callback',
        i % 2 === 0 ? { decision: 'confirm' } : { decision: 'decline', reason: 'Fully booked' },
      ),
    );
    expect(ok(answers)).toHaveLength(1);
    expectRefused(answers, om.notCallback);
    const decided = ok(answers)[0]!.json<BookedReservation>().status;
    expect((await storedReservation(t.db, id)).status).toBe(decided);
    expect(await reservationCount(t.db, restaurantId)).toBe(decided === 'declined' ? 4 : 5);
    const told = await mailTo(
      email,
      'reservation.callback_confirmed',
      'reservation.callback_declined',
    );
    expect(told).toHaveLength(1);
  });

  it("declines racing the guest's cancels: the table is freed once", async () => {
    const subjects = await allAtOnce(SUBJECTS, () => reservation({ status: 'pending_callback' }));
    const answers = await raceEach(subjects, REQUESTS, ({ id, guest }, i) =>
      i % 2 === 0
        ? ownerPost(id, 'callback', { decision: 'decline', reason: 'Fully booked' })
        : guestCancel(id, guest),
    );
    for (const [s, { restaurantId, id, email }] of subjects.entries()) {
      const byOwner = answers[s]!.filter((_, i) => i % 2 === 0);
      const byGuest = answers[s]!.filter((_, i) => i % 2 === 1);
      expect(ok(byOwner).length).toBeLessThanOrEqual(1);
      expectRefused(byOwner, om.notCallback);
      const status = ok(byOwner).length === 1 ? 'declined' : 'cancelled';
      for (const res of byGuest) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<Reservation>().status).toBe(status);
      }
      expect((await storedReservation(t.db, id)).status).toBe(status);
      expect(await reservationCount(t.db, restaurantId)).toBe(4);
      const told = await mailTo(email, 'reservation.cancelled', 'reservation.callback_declined');
      expect(told).toHaveLength(1);
    }
  });
});

describe('outcomes', () => {
  it.each(['completed', 'no_show'] as const)(
    'ten times %s at once: marked once, nine refused',
    async (outcome) => {
      const { restaurantId, id } = await reservation({
        reservation_time: new Date(Date.now() - 2 * HOUR),
      });
      const answers = await allAtOnce(REQUESTS, () => ownerPost(id, 'outcome', { outcome }));
      expect(ok(answers)).toHaveLength(1);
      expectRefused(answers, om.notMarkable);
      expect((await storedReservation(t.db, id)).status).toBe(outcome);
      expect(await reservationCount(t.db, restaurantId)).toBe(5);
    },
  );
});
