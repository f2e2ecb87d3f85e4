/**
 * Notify: a freed table goes to the earliest waiting request it fits, as a hold nobody else can
 * book; the diner's one click books it, once; a late or foreign click is refused; an expired hold
 * moves on to the next request or back to public availability.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyCodes, reservationCodes, type NotifyRequest } from '@tablefor/shared';
import { notifyRequests, outboxMessages, reservationTables } from '../../db/schema/index.ts';
import { createReservation } from '../../test/restaurant-factory.ts';
import { signedUpUser } from '../../test/factories.ts';
import { allAtOnce, outboxIds, storedReservation } from '../../test/race-checks.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { releaseExpiredHold } from './hold-expiry.ts';
import {
  askToBeNotified,
  cancelBooking,
  claim,
  DAY,
  eventually,
  expireOffer as expireOfferOf,
  fullRestaurant,
  NOTIFY_TEST_ENV,
  requestsOf,
  slotsAt,
  storedQueue,
  waitingRequest,
  type Diner,
} from './notify-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: NOTIFY_TEST_ENV,
  });
}, 60_000);
afterAll(() => t.close());

const offerOf = async (diner: Diner, requestId: number) =>
  eventually(
    async () => (await requestsOf(t, diner)).find((request) => request.id === requestId),
    (request) => request?.status === 'offered',
  ) as Promise<NotifyRequest>;

const expireOffer = (requestId: number) => expireOfferOf(t, requestId);

describe('POST /api/restaurants/:id/notify-requests', () => {
  it('answers 201 with the waiting request, and lists it for its diner', async () => {
    const { restaurant } = await fullRestaurant(t, [2]);
    const diner = await signedUpUser(t);
    const res = await askToBeNotified(
      t,
      restaurant.id,
      { date: DAY, from: '18:30', to: '19:30', party_size: 2 },
      diner.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<NotifyRequest>();
    expect(created).toMatchObject({
      restaurant: { id: restaurant.id, name: restaurant.name },
      date: DAY,
      from: '18:30',
      to: '19:30',
      party_size: 2,
      status: 'waiting',
      offer: null,
      reservation_id: null,
    });
    expect(await requestsOf(t, diner)).toEqual([created]);
  });

  it('refuses a window out of order or off the half hour, a passed day, a party no table seats, and a signed-out caller', async () => {
    const { restaurant } = await fullRestaurant(t, [2]);
    const diner = await signedUpUser(t);
    const ask = (payload: object, headers: Record<string, string> = diner.headers) =>
      askToBeNotified(t, restaurant.id, { date: DAY, party_size: 2, ...payload }, headers);
    const outOfOrder = await ask({ from: '20:00', to: '19:00' });
    expect(outOfOrder.statusCode).toBe(400);
    expect(outOfOrder.json().details).toEqual([
      expect.objectContaining({ field: 'to', code: notifyCodes.window }),
    ]);
    const offGrid = await ask({ from: '19:15', to: '20:00' });
    expect(offGrid.json().details).toEqual([
      expect.objectContaining({ field: 'from', code: notifyCodes.window }),
    ]);
    const passed = await ask({ date: '2020-01-07', from: '19:00', to: '20:00' });
    expect(passed.statusCode).toBe(400);
    expect(passed.json().details[0].code).toBe(notifyCodes.windowPassed);
    const far = await ask({ date: '2999-01-01', from: '19:00', to: '20:00' });
    expect(far.json().details[0].code).toBe(reservationCodes.tooFarAhead);
    const party = await ask({ from: '19:00', to: '20:00', party_size: 21 });
    expect(party.json().details[0].code).toBe(reservationCodes.partySize);
    // The restaurant's one 2-top could never seat three.
    const tooLarge = await ask({ from: '19:00', to: '20:00', party_size: 3 });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().details).toEqual([
      { field: 'party_size', code: notifyCodes.partyTooLarge, params: { max: 2 } },
    ]);
    expect((await ask({ from: '19:00', to: '20:00' }, {})).statusCode).toBe(401);
    expect(await requestsOf(t, diner)).toEqual([]);
  });

  it('makes one request of ten identical ones at once; the others are told it exists', async () => {
    const { restaurant } = await fullRestaurant(t, [2]);
    const diner = await signedUpUser(t);
    const answers = await allAtOnce(10, () =>
      askToBeNotified(
        t,
        restaurant.id,
        { date: DAY, from: '19:00', to: '20:00', party_size: 2 },
        diner.headers,
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    const refused = answers.find((res) => res.statusCode === 409);
    expect(refused?.json().details[0].code).toBe(notifyCodes.duplicate);
    expect(await requestsOf(t, diner)).toHaveLength(1);
  });

  it('lets a diner and only that diner (or an administrator) read the list', async () => {
    const diner = await signedUpUser(t);
    const other = await signedUpUser(t);
    const res = await t.app.inject({
      url: `/api/users/${diner.id}/notify-requests`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('offers', () => {
  it('holds a freed table for the earliest request it fits, not a later or a larger one', async () => {
    const { restaurant, bookings } = await fullRestaurant(t, [2, 6]);
    const [large, first, second] = [
      await signedUpUser(t),
      await signedUpUser(t),
      await signedUpUser(t),
    ];
    const tooLarge = await waitingRequest(t, restaurant.id, large.headers, { party_size: 6 });
    const earliest = await waitingRequest(t, restaurant.id, first.headers);
    const later = await waitingRequest(t, restaurant.id, second.headers);
    // The 2-top's party cancels: a party of two fits, a party of six does not.
    const twoTop = bookings[0]!.reservation;
    expect((await cancelBooking(t, twoTop.id, bookings[0]!.diner.headers)).statusCode).toBe(200);

    const offered = await offerOf(first, earliest.id);
    // The earliest time of the window (18:30-19:30) at which the freed 2-top seats two.
    expect(offered.offer).toEqual({
      table_time: new Date(Date.parse(twoTop.reservation_time) - 30 * 60_000).toISOString(),
      expires_at: expect.any(String),
    });
    const held = Date.parse(offered.offer!.expires_at) - Date.now();
    expect(held).toBeGreaterThan(9 * 60_000);
    expect(held).toBeLessThanOrEqual(10 * 60_000);
    const queue = await storedQueue(t, restaurant.id);
    expect(queue.map((row) => [row.id, row.status])).toEqual([
      [tooLarge.id, 'waiting'],
      [earliest.id, 'offered'],
      [later.id, 'waiting'],
    ]);
    expect(queue[1]!.reservation_status).toBe('held');
    // The e-mail carries the link that claims it.
    const mail = await eventually(
      () => outboxIds(t.db, first.input.email, 'notify.offer'),
      (ids) => ids.length === 1,
    );
    const [letter] = await t.db
      .select({ text: outboxMessages.text_body, subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(eq(outboxMessages.id, mail[0]!));
    expect(letter?.subject).toBe(`A table at ${restaurant.name} is held for you`);
    expect(letter?.text).toContain(`/notify/${earliest.id}`);
  });

  it('gives two tables freed at once to two different requests', async () => {
    const { restaurant, bookings } = await fullRestaurant(t, [2, 2, 2]);
    const diners = [await signedUpUser(t), await signedUpUser(t), await signedUpUser(t)];
    const requests: NotifyRequest[] = [];
    for (const diner of diners)
      requests.push(await waitingRequest(t, restaurant.id, diner.headers));
    await allAtOnce(2, (i) =>
      cancelBooking(t, bookings[i]!.reservation.id, bookings[i]!.diner.headers),
    );
    const queue = await eventually(
      () => storedQueue(t, restaurant.id),
      (rows) => rows.filter((row) => row.status === 'offered').length === 2,
    );
    expect(queue.map((row) => row.status)).toEqual(['offered', 'offered', 'waiting']);
    expect(new Set(queue.flatMap((row) => row.table_ids)).size).toBe(2);
  });

  it('keeps the held table from the public, books it on the one click, once', async () => {
    const { restaurant, bookings } = await fullRestaurant(t, [2]);
    const diner = await signedUpUser(t);
    const request = await waitingRequest(t, restaurant.id, diner.headers, {
      from: '19:00',
      to: '19:00',
    });
    await cancelBooking(t, bookings[0]!.reservation.id, bookings[0]!.diner.headers);
    await offerOf(diner, request.id);
    expect((await slotsAt(t, restaurant.id)).get('19:00')).toBe(false);

    const clicks = await allAtOnce(10, () => claim(t, request.id, diner.headers));
    expect(clicks.map((res) => res.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    const booked = clicks.find((res) => res.statusCode === 201)!.json<{ id: number }>();
    for (const refused of clicks.filter((res) => res.statusCode === 409)) {
      expect(refused.json().details[0].code).toBe(notifyCodes.offerClaimed);
    }
    expect(await storedReservation(t.db, booked.id)).toMatchObject({
      status: 'confirmed',
      user_id: diner.id,
      guest_email: diner.input.email,
    });
    const [listed] = await requestsOf(t, diner);
    expect(listed).toMatchObject({ status: 'booked', offer: null, reservation_id: booked.id });
    // One confirmation with its calendar file, as any booking.
    expect(await outboxIds(t.db, diner.input.email, 'reservation.confirmed')).toHaveLength(1);
    // A booking now, in the diner's own list.
    const mine = await t.app.inject({
      url: `/api/users/${diner.id}/reservations`,
      headers: diner.headers,
    });
    expect(mine.body).toContain(`"id":${booked.id}`);
  });

  it('refuses a claim by someone else with 403, and one after expiry with 409', async () => {
    const { restaurant, bookings } = await fullRestaurant(t, [2]);
    const diner = await signedUpUser(t);
    const stranger = await signedUpUser(t);
    const request = await waitingRequest(t, restaurant.id, diner.headers);
    await cancelBooking(t, bookings[0]!.reservation.id, bookings[0]!.diner.headers);
    await offerOf(diner, request.id);

    const foreign = await claim(t, request.id, stranger.headers);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().details[0].code).toBe(notifyCodes.notYours);
    expect((await claim(t, request.id, {})).statusCode).toBe(401);

    // Too late: the release job has not run yet, the claim itself lets the table go.
    await t.db
      .update(notifyRequests)
      .set({ offer_expires_at: sql`now() - interval '1 second'` })
      .where(eq(notifyRequests.id, request.id));
    const late = await claim(t, request.id, diner.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().details[0].code).toBe(notifyCodes.offerExpired);
    const [listed] = await requestsOf(t, diner);
    expect(listed).toMatchObject({ status: 'missed', offer: null });
    expect((await slotsAt(t, restaurant.id)).get('19:00')).toBe(true);
  });

  it('moves an expired hold on to the next request, and then back to the public', async () => {
    const { restaurant, bookings } = await fullRestaurant(t, [2]);
    const first = await signedUpUser(t);
    const second = await signedUpUser(t);
    const firstRequest = await waitingRequest(t, restaurant.id, first.headers);
    const secondRequest = await waitingRequest(t, restaurant.id, second.headers);
    await cancelBooking(t, bookings[0]!.reservation.id, bookings[0]!.diner.headers);
    await offerOf(first, firstRequest.id);

    await expireOffer(firstRequest.id);
    await offerOf(second, secondRequest.id);
    expect((await requestsOf(t, first))[0]!.status).toBe('missed');
    expect((await slotsAt(t, restaurant.id)).get('19:00')).toBe(false);

    await expireOffer(secondRequest.id);
    await eventually(
      async () => (await slotsAt(t, restaurant.id)).get('19:00'),
      (free) => free === true,
    );
    expect((await storedQueue(t, restaurant.id)).map((row) => row.status)).toEqual([
      'missed',
      'missed',
    ]);
  });

  it('lets a diner say not now: the request is cancelled and the table offered to the next', async () => {
    const { restaurant, bookings } = await fullRestaurant(t, [2]);
    const first = await signedUpUser(t);
    const second = await signedUpUser(t);
    const firstRequest = await waitingRequest(t, restaurant.id, first.headers);
    const secondRequest = await waitingRequest(t, restaurant.id, second.headers);
    await cancelBooking(t, bookings[0]!.reservation.id, bookings[0]!.diner.headers);
    await offerOf(first, firstRequest.id);

    const others = await t.app.inject({
      method: 'DELETE',
      url: `/api/notify-requests/${firstRequest.id}`,
      headers: second.headers,
    });
    expect(others.statusCode).toBe(404);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/notify-requests/${firstRequest.id}`,
      headers: first.headers,
    });
    expect(gone.statusCode).toBe(204);
    await offerOf(second, secondRequest.id);
    expect((await requestsOf(t, first))[0]!.status).toBe('cancelled');
  });

  it("gives a no-show's table back from now, and queues an offer for the waiting", async () => {
    const owner = await signedUpUser(t);
    // Full on DAY: the request waits.
    const { restaurant } = await fullRestaurant(t, [2], { owner_id: owner.id });
    const diner = await signedUpUser(t);
    await waitingRequest(t, restaurant.id, diner.headers);
    const started = new Date(Date.now() - 30 * 60_000);
    const late = await createReservation(t.db, {
      restaurant_id: restaurant.id,
      reservation_time: started,
      party_size: 2,
    });
    await t.db.execute(sql`delete from jobs where queue = 'notify-offers'`);
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/owner/reservations/${late.id}/outcome`,
      payload: { outcome: 'no_show' },
      headers: owner.headers,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const [span] = await t.db
      .select({ ends_at: reservationTables.ends_at })
      .from(reservationTables)
      .where(eq(reservationTables.reservation_id, late.id));
    expect(Math.abs(span!.ends_at.getTime() - Date.now())).toBeLessThan(60_000);
    const queued = await t.db.execute(sql`select payload from jobs where queue = 'notify-offers'`);
    expect((queued as unknown as { rows: { payload: unknown }[] }).rows).toEqual([
      { payload: { restaurant_id: restaurant.id } },
    ]);
  });

  it("tells the restaurant's owners how many asked, per day and by the hour their window opens", async () => {
    const owner = await signedUpUser(t);
    const { restaurant } = await fullRestaurant(t, [2], { owner_id: owner.id });
    const [a, b, c, d] = [
      await signedUpUser(t),
      await signedUpUser(t),
      await signedUpUser(t),
      await signedUpUser(t),
    ];
    await waitingRequest(t, restaurant.id, a.headers, {
      from: '19:00',
      to: '20:00',
      party_size: 1,
    });
    await waitingRequest(t, restaurant.id, b.headers, {
      from: '19:30',
      to: '20:00',
      party_size: 2,
    });
    await waitingRequest(t, restaurant.id, c.headers, {
      from: '18:30',
      to: '19:30',
      party_size: 2,
    });
    const gone = await waitingRequest(t, restaurant.id, d.headers);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/notify-requests/${gone.id}`,
      headers: d.headers,
    });
    const res = await t.app.inject({
      url: `/api/owner/restaurants/${restaurant.id}/notify-demand`,
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      days: [
        {
          date: DAY,
          requests: 3,
          covers: 5,
          offered: 0,
          booked: 0,
          windows: [
            { from: '19:00', requests: 2, covers: 3 },
            { from: '18:00', requests: 1, covers: 2 },
          ],
        },
      ],
    });
  });

  it("shows the owner's book a held table as held, and a lapsed offer nowhere", async () => {
    const owner = await signedUpUser(t);
    const { restaurant, bookings } = await fullRestaurant(t, [2], { owner_id: owner.id });
    const diner = await signedUpUser(t);
    const request = await waitingRequest(t, restaurant.id, diner.headers);
    await cancelBooking(t, bookings[0]!.reservation.id, bookings[0]!.diner.headers);
    await offerOf(diner, request.id);
    const book = async () => {
      const res = await t.app.inject({
        url: `/api/owner/restaurants/${restaurant.id}/book?date=${DAY}`,
        headers: owner.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ reservations: { status: string; guest_name: string }[] }>().reservations;
    };
    expect((await book()).map((row) => row.status).sort()).toEqual(['cancelled', 'held']);
    expect((await book()).find((row) => row.status === 'held')?.guest_name).toBe(
      `${diner.input.first_name} ${diner.input.last_name}`,
    );
    const csv = await t.app.inject({
      url: `/api/owner/restaurants/${restaurant.id}/reservations.csv?from=${DAY}&to=${DAY}`,
      headers: owner.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('held');

    await expireOffer(request.id);
    await eventually(
      () => book(),
      (rows) => rows.every((row) => row.status === 'cancelled'),
    );
  });

  it('lets an expiry job for a claimed or unknown hold change nothing', async () => {
    expect(await releaseExpiredHold(t.db, 0, new Date())).toBe('claimed');
  });
});
