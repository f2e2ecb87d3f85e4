import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIETARY_NOTE_MAX, profileMessages, type DayBook, type Timeline } from '@tablefor/shared';
import { dinerPreferences, outboxMessages, reservations } from '../../db/schema/index.ts';
import { databaseFingerprint } from '../../test/database-fingerprint.ts';
import { signedUpUser } from '../../test/factories.ts';
import {
  createReservation,
  createRestaurant,
  laTime,
  nextWeekday,
} from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queueDueReminders } from '../diner-mail/day-before-reminders.ts';
import { bookingBody } from '../reservations/reservation-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Diner = Awaited<ReturnType<typeof signedUpUser>>;
const DAY = nextWeekday(4);
const HOUR = 60 * 60 * 1000;

const read = (diner: Diner, id = diner.id) =>
  t.app.inject({ url: `/api/users/${id}/preferences`, headers: diner.headers });
const save = (diner: Diner, payload: object, id = diner.id) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${id}/preferences`,
    headers: diner.headers,
    payload,
  });

const chosen = {
  dietary: ['nut_allergy', 'vegetarian'],
  dietary_note: 'No coriander, please',
  seating: 'booth',
  reminder_emails: true,
  language: 'es',
};

describe("a diner's preferences", () => {
  it('are the defaults until saved, then as saved (dietary needs in the list’s order)', async () => {
    const diner = await signedUpUser(t);
    expect((await read(diner)).json()).toEqual({
      dietary: [],
      dietary_note: '',
      seating: 'no_preference',
      reminder_emails: true,
      language: 'en',
    });
    const res = await save(diner, chosen);
    expect(res.statusCode, res.body).toBe(200);
    const saved = { ...chosen, dietary: ['vegetarian', 'nut_allergy'] };
    expect(res.json()).toEqual(saved);
    expect((await read(diner)).json()).toEqual(saved);
    const second = await save(diner, { ...chosen, dietary: [], reminder_emails: false });
    expect(second.json()).toMatchObject({ dietary: [], reminder_emails: false });
  });

  it('refuse what is not on the lists, or a note too long, changing nothing', async () => {
    const diner = await signedUpUser(t);
    await save(diner, chosen);
    const before = await databaseFingerprint(t.db);
    const res = await save(diner, {
      dietary: ['carnivore'],
      dietary_note: 'x'.repeat(DIETARY_NOTE_MAX + 1),
      seating: 'roof',
      reminder_emails: 'yes',
      language: 'fr',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        `dietary.0: ${profileMessages.dietaryUnknown}`,
        `dietary_note: ${profileMessages.noteTooLong}`,
        `seating: ${profileMessages.seatingUnknown}`,
        `language: ${profileMessages.languageUnknown}`,
      ]),
    );
    expect(await databaseFingerprint(t.db)).toBe(before);
    const longest = await save(diner, { ...chosen, dietary_note: 'x'.repeat(DIETARY_NOTE_MAX) });
    expect(longest.statusCode).toBe(200);
  });

  it("are the account's own: another account gets 403", async () => {
    const diner = await signedUpUser(t);
    const other = await signedUpUser(t);
    expect((await read(other, diner.id)).statusCode).toBe(403);
    const res = await save(other, chosen, diner.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([`user: ${profileMessages.ownAccountOnly}`]);
    const rows = await t.db
      .select()
      .from(dinerPreferences)
      .where(eq(dinerPreferences.user_id, diner.id));
    expect(rows).toHaveLength(0);
  });
});

describe('the preferences beside a booking', () => {
  async function booked() {
    const owner = await signedUpUser(t);
    const restaurant = await createRestaurant(t.db, { owner_id: owner.id });
    const diner = await signedUpUser(t);
    await save(diner, chosen);
    const reservation = await createReservation(t.db, {
      restaurant_id: restaurant.id,
      reservation_time: laTime(DAY, '19:00'),
      user_id: diner.id,
    });
    return { owner, restaurant, diner, reservation };
  }
  const seen = {
    dietary: ['vegetarian', 'nut_allergy'],
    dietary_note: 'No coriander, please',
    seating: 'booth',
  };
  const book = (owner: Diner, restaurantId: number) =>
    t.app.inject({
      url: `/api/owner/restaurants/${restaurantId}/book?date=${DAY}`,
      headers: owner.headers,
    });

  it("show in the booked restaurant's day book and on its host stand, as they are now", async () => {
    const { owner, restaurant, diner, reservation } = await booked();
    const day = (await book(owner, restaurant.id)).json<DayBook>();
    expect(day.reservations.find((r) => r.id === reservation.id)?.diner_preferences).toEqual(seen);
    const timeline = await t.app.inject({
      url: `/api/owner/restaurants/${restaurant.id}/timeline?date=${DAY}`,
      headers: owner.headers,
    });
    const stand = timeline.json<Timeline>().reservations.find((r) => r.id === reservation.id);
    expect(stand?.diner_preferences).toEqual(seen);
    // Read when asked, never copied: a change shows at once.
    await save(diner, { ...chosen, dietary: [], dietary_note: '', seating: 'outdoor' });
    const later = (await book(owner, restaurant.id)).json<DayBook>();
    expect(later.reservations.find((r) => r.id === reservation.id)?.diner_preferences).toEqual({
      dietary: [],
      dietary_note: '',
      seating: 'outdoor',
    });
  });

  it('are gone once the booking is cancelled', async () => {
    const { owner, restaurant, reservation } = await booked();
    await t.db
      .update(reservations)
      .set({ status: 'cancelled' })
      .where(eq(reservations.id, reservation.id));
    const day = (await book(owner, restaurant.id)).json<DayBook>();
    expect(day.reservations.find((r) => r.id === reservation.id)?.diner_preferences).toBeNull();
  });

  it('are null for a diner who set none', async () => {
    const owner = await signedUpUser(t);
    const restaurant = await createRestaurant(t.db, { owner_id: owner.id });
    const diner = await signedUpUser(t);
    const reservation = await createReservation(t.db, {
      restaurant_id: restaurant.id,
      reservation_time: laTime(DAY, '18:00'),
      user_id: diner.id,
    });
    const day = (await book(owner, restaurant.id)).json<DayBook>();
    expect(day.reservations.find((r) => r.id === reservation.id)?.diner_preferences).toBeNull();
  });

  it('are not shown to another owner, nor to the public', async () => {
    const { restaurant, reservation, diner } = await booked();
    const otherOwner = await signedUpUser(t);
    await createRestaurant(t.db, { owner_id: otherOwner.id });
    const refused = await book(otherOwner, restaurant.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('coriander');
    for (const url of [
      `/api/restaurants/${restaurant.id}`,
      `/api/reservations/${reservation.id}`,
      `/api/restaurants/${restaurant.id}/reviews`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.body, url).not.toContain('coriander');
      expect(res.body, url).not.toContain('diner_preferences');
    }
    // Not even the diner's own reservation carries them: they are the restaurant's to read.
    const own = await t.app.inject({
      url: `/api/reservations/${reservation.id}`,
      headers: diner.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('coriander');
  });
});

describe("the language of a booking's e-mails", () => {
  it('is the one the diner chose, whatever language the booking page was in', async () => {
    const restaurant = await createRestaurant(t.db, { name: 'Casa Idioma' });
    const chose = await signedUpUser(t);
    const didNot = await signedUpUser(t);
    await save(chose, { ...chosen, language: 'es' });
    for (const diner of [chose, didNot]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/restaurants/${restaurant.id}/reservations`,
        headers: { ...diner.headers, 'accept-language': 'en' },
        payload: bookingBody(DAY, '19:00', { guest_email: diner.input.email }),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const confirmation = async (diner: Diner) => {
      const [row] = await t.db
        .select({ language: outboxMessages.language })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.to_address, diner.input.email),
            eq(outboxMessages.kind, 'reservation.confirmed'),
          ),
        );
      return row?.language;
    };
    expect(await confirmation(chose)).toBe('es');
    expect(await confirmation(didNot)).toBe('en');
  });
});

describe('the day-before reminder', () => {
  it('is not sent to a diner who turned reminder e-mails off', async () => {
    const restaurant = await createRestaurant(t.db, { name: 'Quiet Bistro' });
    const on = await signedUpUser(t);
    const off = await signedUpUser(t);
    await save(off, { ...chosen, reminder_emails: false });
    for (const diner of [on, off]) {
      await createReservation(t.db, {
        restaurant_id: restaurant.id,
        reservation_time: new Date(Date.now() + 20 * HOUR),
        user_id: diner.id,
        created_at: new Date(Date.now() - 3 * 24 * HOUR),
      });
    }
    await queueDueReminders(t.db, t.config.site, new Date());
    const reminders = async (diner: Diner) =>
      t.db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.to_address, diner.input.email),
            eq(outboxMessages.kind, 'reservation.reminder'),
          ),
        );
    expect(await reminders(on)).toHaveLength(1);
    expect(await reminders(off)).toHaveLength(0);
  });
});
