/** What an owner does in the console: answer callbacks, mark outcomes, see conflicts, export. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ownerConsoleMessages,
  type BookedReservation,
  type BookingConflict,
} from '@tablefor/shared';
import { diningTables, outboxMessages, reservations } from '../../db/schema/index.ts';
import { signedUpUser } from '../../test/factories.ts';
import {
  createReservation,
  createRestaurant,
  laTime,
  nextWeekday,
  tablesOf,
} from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedUpUser>>;
let diner: Awaited<ReturnType<typeof signedUpUser>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedUpUser(t);
  diner = await signedUpUser(t);
});
afterAll(() => t.close());

const DAY = nextWeekday(5);
const HOUR = 60 * 60 * 1000;

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: owner.headers, payload });

async function callbackRequest(
  restaurantId: number,
  fields: { language?: string; user_id?: number } = {},
) {
  return createReservation(t.db, {
    restaurant_id: restaurantId,
    reservation_time: laTime(DAY, '19:30'),
    status: 'pending_callback',
    guest_name: 'Gabriela Guest',
    guest_email: `gabriela-${Math.random().toString(36).slice(2)}@example.com`,
    phone_number: '(310) 555-0199',
    contact_method: 'phone',
    ...fields,
  });
}

const outboxTo = (to: string) =>
  t.db.select().from(outboxMessages).where(eq(outboxMessages.to_address, to));

describe('callback requests', () => {
  it('confirming one tells the guest by e-mail, with the booking as an .ics file', async () => {
    const restaurant = await createRestaurant(t.db, { owner_id: owner.id, name: 'Casa Luna' });
    const request = await callbackRequest(restaurant.id);
    const res = await post(`/api/owner/reservations/${request.id}/callback`, {
      decision: 'confirm',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<BookedReservation>()).toMatchObject({ id: request.id, status: 'confirmed' });
    const [mail] = await outboxTo(request.guest_email!);
    expect(mail).toMatchObject({
      kind: 'reservation.callback_confirmed',
      subject: 'Casa Luna confirmed your reservation',
    });
    expect(mail?.text_body).toContain('Table for 2 people on');
    expect(mail?.text_body).toContain('7:30 PM');
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]?.content).toContain('BEGIN:VEVENT');
    // Deciding twice is refused: the first answer stands.
    const again = await post(`/api/owner/reservations/${request.id}/callback`, {
      decision: 'decline',
      reason: 'Too late',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([`reservation: ${ownerConsoleMessages.notCallback}`]);
  });

  it("declining needs a reason, frees the table and tells the guest in the booking's language", async () => {
    const restaurant = await createRestaurant(t.db, { owner_id: owner.id, name: 'El Faro' });
    const request = await callbackRequest(restaurant.id, { language: 'es', user_id: diner.id });
    const url = `/api/owner/reservations/${request.id}/callback`;
    for (const reason of [undefined, '   ', 'x'.repeat(301)]) {
      const refused = await post(url, { decision: 'decline', reason });
      expect(refused.statusCode, String(reason)).toBe(400);
    }
    const missing = await post(url, { decision: 'decline' });
    expect(missing.json().errors).toEqual([`reason: ${ownerConsoleMessages.reasonRequired}`]);
    const [unchanged] = await t.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, request.id));
    expect(unchanged?.status).toBe('pending_callback');

    const res = await post(url, { decision: 'decline', reason: 'Cerramos por un evento privado' });
    expect(res.statusCode).toBe(200);
    expect(res.json<BookedReservation>()).toMatchObject({
      status: 'declined',
      decline_reason: 'Cerramos por un evento privado',
    });
    const [mail] = await outboxTo(request.guest_email!);
    expect(mail).toMatchObject({
      kind: 'reservation.callback_declined',
      language: 'es',
      subject: 'El Faro no ha podido confirmar tu reserva',
      attachments: [],
    });
    expect(mail?.text_body).toContain('Motivo: Cerramos por un evento privado');
    expect(mail?.text_body).toContain('19:30');
    // The diner's own page shows it declined, with the reason.
    const mine = await t.app.inject({
      url: `/api/reservations/${request.id}`,
      headers: diner.headers,
    });
    expect(mine.json()).toMatchObject({
      status: 'declined',
      decline_reason: 'Cerramos por un evento privado',
    });
    // The table is free again: a party of 20 fits where the declined request was.
    const book = await t.app.inject({
      url: `/api/owner/restaurants/${restaurant.id}/book?date=${DAY}`,
      headers: owner.headers,
    });
    const slot = book.json().slots.find((s: { time: string }) => s.time === '19:30');
    expect(slot.covers).toBe(0);
    expect(book.json().callbacks).toEqual([]);
  });

  it('lists waiting requests oldest first, whatever their day', async () => {
    const restaurant = await createRestaurant(t.db, { owner_id: owner.id });
    const later = await callbackRequest(restaurant.id);
    const earlier = await callbackRequest(restaurant.id);
    await t.db
      .update(reservations)
      .set({ created_at: new Date(Date.now() - 20 * 60 * 1000) })
      .where(eq(reservations.id, earlier.id));
    const res = await t.app.inject({
      url: `/api/owner/restaurants/${restaurant.id}/book?date=${nextWeekday(1)}`,
      headers: owner.headers,
    });
    expect(res.json().callbacks.map((c: BookedReservation) => c.id)).toEqual([
      earlier.id,
      later.id,
    ]);
  });
});

describe('outcomes', () => {
  it('marks a party whose time has come seated, then completed or no-show', async () => {
    const restaurant = await createRestaurant(t.db, { owner_id: owner.id });
    const past = await createReservation(t.db, {
      restaurant_id: restaurant.id,
      reservation_time: new Date(Date.now() - 2 * HOUR),
      user_id: diner.id,
    });
    const url = `/api/owner/reservations/${past.id}/outcome`;
    expect((await post(url, { outcome: 'seated' })).json().status).toBe('seated');
    expect((await post(url, { outcome: 'no_show' })).json().status).toBe('no_show');
    const again = await post(url, { outcome: 'completed' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([`reservation: ${ownerConsoleMessages.notMarkable}`]);
    expect((await post(url, { outcome: 'vanished' })).statusCode).toBe(400);
  });

  it('refuses a reservation still to come, and a no-show is no verified dining', async () => {
    const restaurant = await createRestaurant(t.db, { owner_id: owner.id });
    const future = await createReservation(t.db, {
      restaurant_id: restaurant.id,
      reservation_time: new Date(Date.now() + 2 * HOUR),
    });
    const early = await post(`/api/owner/reservations/${future.id}/outcome`, {
      outcome: 'no_show',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors).toEqual([`reservation: ${ownerConsoleMessages.notStarted}`]);

    const missed = await createReservation(t.db, {
      restaurant_id: restaurant.id,
      reservation_time: new Date(Date.now() - 26 * HOUR),
      user_id: diner.id,
    });
    await post(`/api/owner/reservations/${missed.id}/outcome`, { outcome: 'no_show' });
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/restaurants/${restaurant.id}/reviews`,
      headers: diner.headers,
      payload: { review: 'I was there, honestly' },
    });
    expect(review.statusCode).toBe(201);
    expect(review.json().verified_diner).toBe(false);
  });
});

describe('cancelled by the restaurant', () => {
  it('needs a reason, frees the table, and tells the guest why in their language', async () => {
    const restaurant = await createRestaurant(t.db, { owner_id: owner.id, name: 'Mar Azul' });
    const booking = await createReservation(t.db, {
      restaurant_id: restaurant.id,
      reservation_time: laTime(DAY, '20:00'),
      party_size: 4,
      user_id: diner.id,
      guest_email: `mar-${Math.random().toString(36).slice(2)}@example.com`,
      language: 'es',
    });
    const url = `/api/owner/reservations/${booking.id}/cancel`;
    const refused = await post(url, { reason: '  ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([`reason: ${ownerConsoleMessages.reasonRequired}`]);
    expect(await outboxTo(booking.guest_email!)).toEqual([]);

    const res = await post(url, { reason: 'Se ha averiado la cocina' });
    expect(res.statusCode).toBe(200);
    expect(res.json<BookedReservation>()).toMatchObject({
      status: 'cancelled',
      decline_reason: 'Se ha averiado la cocina',
    });
    const [mail] = await outboxTo(booking.guest_email!);
    expect(mail).toMatchObject({
      kind: 'reservation.cancelled',
      language: 'es',
      subject: 'Mar Azul ha cancelado tu reserva',
      attachments: [],
    });
    expect(mail?.text_body).toContain('Motivo: Se ha averiado la cocina');
    expect(mail?.text_body).toContain('20:00');
    const mine = await t.app.inject({
      url: `/api/reservations/${booking.id}`,
      headers: diner.headers,
    });
    expect(mine.json()).toMatchObject({
      status: 'cancelled',
      decline_reason: 'Se ha averiado la cocina',
    });
    const book = await t.app.inject({
      url: `/api/owner/restaurants/${restaurant.id}/book?date=${DAY}`,
      headers: owner.headers,
    });
    expect(book.json().slots.find((s: { time: string }) => s.time === '20:00').covers).toBe(0);
    // Cancelling twice is refused, and sends nothing more.
    const again = await post(url, { reason: 'Otra vez' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([`reservation: ${ownerConsoleMessages.notCancellable}`]);
    expect(await outboxTo(booking.guest_email!)).toHaveLength(1);
  });

  it('refuses a party whose time has come, and a callback request (declined instead)', async () => {
    const restaurant = await createRestaurant(t.db, { owner_id: owner.id });
    const started = await createReservation(t.db, {
      restaurant_id: restaurant.id,
      reservation_time: new Date(Date.now() - HOUR),
    });
    const late = await post(`/api/owner/reservations/${started.id}/cancel`, { reason: 'Late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors).toEqual([`reservation: ${ownerConsoleMessages.cancelStarted}`]);
    const request = await callbackRequest(restaurant.id);
    const waiting = await post(`/api/owner/reservations/${request.id}/cancel`, { reason: 'Full' });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().errors).toEqual([`reservation: ${ownerConsoleMessages.notCancellable}`]);
  });
});

describe('changes that leave bookings without a table', () => {
  it('lists, and never drops, the reservations a smaller floor or shorter hours no longer fit', async () => {
    const restaurant = await createRestaurant(t.db, {
      owner_id: owner.id,
      floor: tablesOf([6, 4, 2]),
    });
    const at = (time: string, party_size: number) =>
      createReservation(t.db, {
        restaurant_id: restaurant.id,
        reservation_time: laTime(DAY, time),
        party_size,
      });
    const six = await at('19:00', 6);
    const four = await at('19:30', 4);
    const late = await at('21:30', 2);
    const conflicts = async () => {
      const res = await t.app.inject({
        url: `/api/owner/restaurants/${restaurant.id}/conflicts`,
        headers: owner.headers,
      });
      expect(res.statusCode).toBe(200);
      return res
        .json<{ conflicts: BookingConflict[] }>()
        .conflicts.map((c) => [c.reservation.id, c.reason]);
    };
    expect(await conflicts()).toEqual([]);
    // The 6-top now seats four; the 4-top goes (its booking keeps no table).
    const table = (label: string) =>
      and(eq(diningTables.restaurant_id, restaurant.id), eq(diningTables.label, label));
    await t.db.update(diningTables).set({ min_covers: 1, max_covers: 4 }).where(table('1'));
    await t.db.delete(diningTables).where(table('2'));

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${restaurant.id}`,
      headers: owner.headers,
      payload: {
        opening_hours: Object.fromEntries(
          ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [
            day,
            [{ open: '11:00', close: '22:00' }],
          ]),
        ),
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await conflicts()).toEqual([
      [six.id, 'table_too_small'],
      [four.id, 'no_table'],
      [late.id, 'closed'],
    ]);
    const kept = await t.db
      .select({ id: reservations.id, status: reservations.status })
      .from(reservations)
      .where(and(eq(reservations.restaurant_id, restaurant.id)));
    expect(kept.every((row) => row.status === 'confirmed')).toBe(true);
  });
});

describe('CSV export', () => {
  it('answers the range as RFC 4180 CSV with formulas made inert', async () => {
    const restaurant = await createRestaurant(t.db, { owner_id: owner.id });
    await createReservation(t.db, {
      restaurant_id: restaurant.id,
      reservation_time: laTime(DAY, '18:00'),
      party_size: 3,
      guest_name: '=HYPERLINK("http://evil")',
      guest_email: 'g@example.com',
      chat_notes: 'Window seat, "quiet"\nplease',
    });
    const res = await t.app.inject({
      url: `/api/owner/restaurants/${restaurant.id}/reservations.csv?from=${DAY}&to=${DAY}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`reservations-${restaurant.id}-${DAY}`);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'reservation_id,date,time,party_size,status,guest_name,email,phone_number,contact_method,notes,booked_at',
    );
    expect(lines[1]).toContain(
      `,${DAY},18:00,3,confirmed,"'=HYPERLINK(""http://evil"")",g@example.com,,,"Window seat, ""quiet""`,
    );
    expect(lines[1]).toMatch(/"Window seat, ""quiet""\nplease",\d{4}-\d{2}-\d{2}T/);
    expect(lines[2]).toBe('');
  });

  it("writes the header in the reader's language, and a phone number's '+' as text", async () => {
    const restaurant = await createRestaurant(t.db, { owner_id: owner.id });
    await createReservation(t.db, {
      restaurant_id: restaurant.id,
      reservation_time: laTime(DAY, '19:30'),
      party_size: 2,
      guest_name: 'Zoë Núñez 🍷',
      guest_email: 'z@example.com',
      phone_number: '+34 600 000 000',
    });
    const res = await t.app.inject({
      url: `/api/owner/restaurants/${restaurant.id}/reservations.csv?from=${DAY}&to=${DAY}`,
      headers: { ...owner.headers, 'accept-language': 'es-ES,es;q=0.9' },
    });
    expect(res.statusCode).toBe(200);
    const [header, row] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'id_reserva,fecha,hora,personas,estado,nombre,email,telefono,contacto,notas,reservada_el',
    );
    expect(row).toContain(`,${DAY},19:30,2,confirmed,Zoë Núñez 🍷,z@example.com,'+34 600 000 000,`);
  });

  it('refuses a backwards or too long range', async () => {
    const restaurant = await createRestaurant(t.db, { owner_id: owner.id });
    const csv = (from: string, to: string) =>
      t.app.inject({
        url: `/api/owner/restaurants/${restaurant.id}/reservations.csv?from=${from}&to=${to}`,
        headers: owner.headers,
      });
    const backwards = await csv('2026-12-10', '2026-12-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([`to: ${ownerConsoleMessages.rangeOrder}`]);
    const long = await csv('2026-01-01', '2026-12-31');
    expect(long.json().errors).toEqual([`to: ${ownerConsoleMessages.rangeTooLong}`]);
  });
});
