/**
 * The bell: each event that e-mails a diner writes their notification in the same transaction
 * (accounts only), and the account reads and marks its own, nobody else's.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedReservation, NotificationPage } from '@tablefor/shared';
import { notifications, reservations } from '../../db/schema/index.ts';
import { signedUpAdmin, signedUpUser } from '../../test/factories.ts';
import {
  createReservation,
  createRestaurant,
  laTime,
  nextWeekday,
  tablesOf,
} from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { claimBody, claimableRestaurant, verifiedAddress } from '../claims/claim-test-helpers.ts';
import { queueDueReminders } from '../diner-mail/day-before-reminders.ts';
import { notifyDiner } from '../diner-mail/notify-diner.ts';
import { offerFreedTables } from '../notify/offer-freed-tables.ts';
import { offersSettled } from '../notify/notify-test-helpers.ts';
import { book, bookingBody, UNBOUNDED_BOOKERS } from '../reservations/reservation-test-helpers.ts';
import { recordNotification } from './record-notification.ts';

type Account = Awaited<ReturnType<typeof signedUpUser>>;

const DAY = nextWeekday(3);
let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      ...UNBOUNDED_BOOKERS,
      BOOKING_RATE_LIMIT_PER_MINUTE: '100000',
      SIGNUP_RATE_LIMIT_PER_HOUR: '100000',
      CLAIM_CODE_RATE_LIMIT_PER_MINUTE: '100000',
      CLAIM_CODES_PER_LISTING_PER_HOUR: '100000',
    },
  });
  admin = await signedUpAdmin(t);
}, 60_000);
afterAll(() => t.close());

const rowsOf = (userId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(eq(notifications.user_id, userId))
    .orderBy(notifications.id);

const bell = async (account: Account, query = '') => {
  const res = await t.app.inject({
    url: `/api/users/${account.id}/notifications${query}`,
    headers: account.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationPage>();
};

async function accountBooking(name = 'Bell Bistro') {
  const diner = await signedUpUser(t);
  const restaurant = await createRestaurant(t.db, { name, owner_id: admin.id });
  const res = await book(
    t,
    restaurant.id,
    bookingBody(DAY, '19:30', { user_id: diner.id, party_size: 3 }),
    diner.headers,
  );
  expect(res.statusCode, res.body).toBe(201);
  return { diner, restaurant, reservation: res.json<CreatedReservation>() };
}

describe('the events that write a notification', () => {
  it("a booking, its change and the diner's cancellation: kind, facts on the restaurant's clock, link", async () => {
    const { diner, reservation } = await accountBooking();
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/reservations/${reservation.id}`,
      headers: diner.headers,
      payload: { party_size: 4, reservation_time: laTime(DAY, '20:00').toISOString() },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/reservations/${reservation.id}`,
      headers: diner.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const page = await bell(diner);
    expect(page.unread).toBe(3);
    expect(page.next_before).toBeUndefined();
    expect(page.items.map((item) => [item.kind, item.params, item.link, item.read])).toEqual([
      [
        'booking_cancelled',
        { restaurant: 'Bell Bistro', date: DAY, time: '20:00', party_size: 4 },
        `/reservations/${reservation.id}`,
        false,
      ],
      [
        'booking_changed',
        { restaurant: 'Bell Bistro', date: DAY, time: '20:00', party_size: 4 },
        `/reservations/${reservation.id}`,
        false,
      ],
      [
        'booking_confirmed',
        { restaurant: 'Bell Bistro', date: DAY, time: '19:30', party_size: 3 },
        `/reservations/${reservation.id}`,
        false,
      ],
    ]);
  });

  it("a cancellation by the restaurant shows as cancelled_by_restaurant, with the restaurant's reason", async () => {
    const { diner, reservation } = await accountBooking('Closed Tonight');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/owner/reservations/${reservation.id}/cancel`,
      headers: admin.headers,
      payload: { reason: 'A private event' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [latest] = (await bell(diner)).items;
    expect(latest).toMatchObject({
      kind: 'booking_cancelled_by_restaurant',
      params: { restaurant: 'Closed Tonight', reason: 'A private event', time: '19:30' },
    });
    // Asked again, the refusal (409) rolls back and writes nothing more.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/owner/reservations/${reservation.id}/cancel`,
      headers: admin.headers,
      payload: { reason: 'A private event' },
    });
    expect(again.statusCode).toBe(409);
    expect(await rowsOf(diner.id)).toHaveLength(2);
  });

  it('the restaurant confirms or declines a phone callback', async () => {
    const diner = await signedUpUser(t);
    const restaurant = await createRestaurant(t.db, { name: 'Ring Back', owner_id: admin.id });
    const request = (time: string) =>
      createReservation(t.db, {
        restaurant_id: restaurant.id,
        reservation_time: laTime(DAY, time),
        status: 'pending_callback',
        user_id: diner.id,
        phone_number: '(213) 555-0100',
        contact_method: 'phone',
      });
    const [first, second] = [await request('18:00'), await request('21:00')];
    const decide = (id: number, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/owner/reservations/${id}/callback`,
        headers: admin.headers,
        payload,
      });
    expect((await decide(first.id, { decision: 'confirm' })).statusCode).toBe(200);
    expect(
      (await decide(second.id, { decision: 'decline', reason: 'We are full' })).statusCode,
    ).toBe(200);
    const rows = await rowsOf(diner.id);
    expect(rows.map((row) => [row.kind, row.params.time, row.params.reason])).toEqual([
      ['callback_confirmed', '18:00', undefined],
      ['callback_declined', '21:00', 'We are full'],
    ]);
  });

  it('the day-before reminder', async () => {
    const diner = await signedUpUser(t);
    const restaurant = await createRestaurant(t.db, { name: 'Tomorrow' });
    await createReservation(t.db, {
      restaurant_id: restaurant.id,
      reservation_time: new Date(Date.now() + 20 * 60 * 60 * 1000),
      user_id: diner.id,
      created_at: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000),
    });
    await queueDueReminders(t.db, t.config.site, new Date());
    expect((await rowsOf(diner.id)).map((row) => row.kind)).toEqual(['reminder']);
  });

  it('a Notify offer links to its page', async () => {
    const restaurant = await createRestaurant(t.db, { name: 'Freed', floor: tablesOf([2]) });
    const booked = await createReservation(t.db, {
      restaurant_id: restaurant.id,
      reservation_time: laTime(DAY, '19:00'),
    });
    const diner = await signedUpUser(t);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/restaurants/${restaurant.id}/notify-requests`,
      payload: { date: DAY, from: '19:00', to: '19:00', party_size: 2 },
      headers: diner.headers,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    await t.db
      .update(reservations)
      .set({ status: 'cancelled' })
      .where(eq(reservations.id, booked.id));
    await offerFreedTables(t.db, restaurant.id, new Date(), {
      mail: t.config.site,
      holdMinutes: 10,
    });
    await offersSettled(t, restaurant.id);
    const rows = await rowsOf(diner.id);
    expect(rows.map((row) => [row.kind, row.params, row.link])).toEqual([
      [
        'notify_offer',
        { restaurant: 'Freed', date: DAY, time: '19:00', party_size: 2 },
        `/notify/${asked.json().id}`,
      ],
    ]);
  });

  it("an administrator's decision on a claim and on a listing", async () => {
    const claimant = await signedUpUser(t);
    const listing = await claimableRestaurant(t);
    await verifiedAddress(t, listing.id, listing.businessEmail);
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/claim/submit',
      payload: claimBody(listing.id, listing.businessEmail),
      headers: claimant.headers,
    });
    expect(claimed.statusCode, claimed.body).toBe(201);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/claims/${claimed.json().id}/reject`,
      payload: { reason: 'The documents do not match' },
      headers: admin.headers,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const creator = await signedUpUser(t);
    const pending = await createRestaurant(t.db, {
      name: 'New Place',
      status: 'pending_review',
      created_by: creator.id,
    });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/restaurants/${pending.id}/approve`,
      headers: admin.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);

    expect(
      (await rowsOf(claimant.id)).map((row) => [row.kind, row.params.reason, row.link]),
    ).toEqual([['claim_rejected', 'The documents do not match', `/restaurants/${listing.id}`]]);
    expect((await rowsOf(creator.id)).map((row) => [row.kind, row.params, row.link])).toEqual([
      ['listing_approved', { restaurant: 'New Place' }, `/restaurants/${pending.id}`],
    ]);
  });

  it("a guest's booking writes none", async () => {
    const restaurant = await createRestaurant(t.db);
    const before = await t.db.select({ id: notifications.id }).from(notifications);
    const res = await book(
      t,
      restaurant.id,
      bookingBody(DAY, '18:30', { guest_email: 'g@example.com' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await t.db.select({ id: notifications.id }).from(notifications)).toEqual(before);
  });

  it('a booking whose transaction fails after the notification leaves none (nor the booking)', async () => {
    // The outbox refuses this one address: the booking's transaction fails at its e-mail, which
    // is queued after the notification.
    const email = `refused-${Date.now()}@example.com`;
    await t.db.execute(
      sql.raw(`create or replace function bell_refuse_mail() returns trigger language plpgsql as $$
        begin
          if new.to_address = '${email}' then raise exception 'outbox refused'; end if;
          return new;
        end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger bell_refuse_mail before insert on outbox_messages
        for each row execute function bell_refuse_mail()`),
    );
    try {
      const diner = await signedUpUser(t, { email });
      const restaurant = await createRestaurant(t.db);
      const res = await book(
        t,
        restaurant.id,
        bookingBody(DAY, '18:00', { user_id: diner.id, guest_email: email }),
        diner.headers,
      );
      expect(res.statusCode).toBe(500);
      expect(await rowsOf(diner.id)).toEqual([]);
      const booked = await t.db
        .select({ id: reservations.id })
        .from(reservations)
        .where(eq(reservations.user_id, diner.id));
      expect(booked).toEqual([]);
    } finally {
      await t.db.execute(sql.raw('drop trigger bell_refuse_mail on outbox_messages'));
    }
  });

  it('a rolled-back transaction leaves no notification', async () => {
    const { diner, reservation } = await accountBooking();
    await expect(
      t.db.transaction(async (tx) => {
        await notifyDiner(tx, {
          mail: t.config.site,
          reservationId: reservation.id,
          notice: { kind: 'changed' },
        });
        throw new Error('the change failed after the e-mail was queued');
      }),
    ).rejects.toThrow('the change failed');
    expect((await rowsOf(diner.id)).map((row) => row.kind)).toEqual(['booking_confirmed']);
  });
});

describe('reading the bell', () => {
  async function notified(count: number) {
    const diner = await signedUpUser(t);
    for (let i = 0; i < count; i += 1) {
      await recordNotification(t.db, {
        userId: diner.id,
        kind: 'listing_rejected',
        params: { restaurant: `Place ${i}` },
        link: '/restaurants/1',
      });
    }
    return { diner, ids: (await rowsOf(diner.id)).map((row) => row.id) };
  }

  it('pages newest first with `before` and `limit`', async () => {
    const { diner, ids } = await notified(5);
    const first = await bell(diner, '?limit=2');
    expect(first.items.map((item) => item.id)).toEqual([ids[4], ids[3]]);
    expect(first.unread).toBe(5);
    expect(first.next_before).toBe(ids[3]);
    const last = await bell(diner, `?limit=3&before=${first.next_before}`);
    expect(last.items.map((item) => item.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(last.next_before).toBeUndefined();
  });

  it('refuses a bad page with 400', async () => {
    const { diner } = await notified(1);
    for (const query of ['?limit=0', '?limit=51', '?before=abc']) {
      const res = await t.app.inject({
        url: `/api/users/${diner.id}/notifications${query}`,
        headers: diner.headers,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
  });

  it('marks one read (twice is fine); another account gets 404 and changes nothing', async () => {
    const { diner, ids } = await notified(2);
    const stranger = await signedUpUser(t);
    const url = `/api/notifications/${ids[0]}/read`;
    const theirs = await t.app.inject({ method: 'POST', url, headers: stranger.headers });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().errors).toEqual(['notification: Not found']);
    expect((await bell(diner)).unread).toBe(2);

    const mine = await t.app.inject({ method: 'POST', url, headers: diner.headers });
    expect(mine.statusCode).toBe(204);
    const [readAt] = (await rowsOf(diner.id)).map((row) => row.read_at);
    expect(readAt).not.toBeNull();
    expect((await t.app.inject({ method: 'POST', url, headers: diner.headers })).statusCode).toBe(
      204,
    );
    expect((await rowsOf(diner.id))[0]?.read_at).toEqual(readAt);
    const page = await bell(diner);
    expect(page.unread).toBe(1);
    expect(page.items.map((item) => item.read)).toEqual([false, true]);
  });

  it("another account's bell: 403 to read or mark, nothing changed", async () => {
    const { diner } = await notified(2);
    const stranger = await signedUpUser(t);
    const read = await t.app.inject({
      url: `/api/users/${diner.id}/notifications`,
      headers: stranger.headers,
    });
    expect(read.statusCode).toBe(403);
    const all = await t.app.inject({
      method: 'POST',
      url: `/api/users/${diner.id}/notifications/read-all`,
      headers: stranger.headers,
    });
    expect(all.statusCode).toBe(403);
    expect((await bell(diner)).unread).toBe(2);
  });

  it('ten read-all at once: each 204, all read, nothing unread', async () => {
    const { diner } = await notified(4);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/users/${diner.id}/notifications/read-all`,
          headers: diner.headers,
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(204));
    const page = await bell(diner);
    expect(page.unread).toBe(0);
    expect(page.items.every((item) => item.read)).toBe(true);
  });
});
