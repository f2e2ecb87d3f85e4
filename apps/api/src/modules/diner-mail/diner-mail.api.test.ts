/** Diners are told by e-mail: booked, changed, cancelled (by them or the restaurant), reminded. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  toUtcReservationTime,
  type CreatedReservation,
  type MailboxMessage,
} from '@tablefor/shared';
import { buildApp } from '../../app.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { signedUpAdmin } from '../../test/factories.ts';
import { createSmtpTestApp } from '../../test/local-smtp-server.ts';
import {
  createReservation,
  createRestaurant,
  LA,
  nextWeekday,
} from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { loadConfig } from '../../config.ts';
import { queueDueReminders } from './day-before-reminders.ts';
import { book, bookingBody } from '../reservations/reservation-test-helpers.ts';

const DAY = nextWeekday(2);
const HOUR = 60 * 60 * 1000;
let sequence = 0;
const guestEmail = () => `guest-${++sequence}-${Date.now()}@example.com`;

const outboxTo = (t: TestApp, to: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to_address, to))
    .orderBy(outboxMessages.id);

describe('with the development mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        JOB_POLL_MS: '50',
        BOOKING_RATE_LIMIT_PER_MINUTE: '1000',
        PUBLIC_URL: 'https://tablefor.test',
      },
    });
  });
  afterAll(() => t.close());

  it("confirms a guest's booking in the booking's language, with the .ics and the private link", async () => {
    const restaurant = await createRestaurant(t.db, { name: 'Sol y Sombra', address: '1 Main St' });
    const email = guestEmail();
    const res = await book(t, restaurant.id, bookingBody(DAY, '20:30', { guest_email: email }), {
      'accept-language': 'es-MX,es;q=0.9,en;q=0.5',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<CreatedReservation>();

    const [mail] = await outboxTo(t, email);
    expect(mail).toMatchObject({
      kind: 'reservation.confirmed',
      language: 'es',
      subject: 'Tu mesa en Sol y Sombra está reservada',
    });
    expect(mail?.text_body).toContain('Mesa para 2 personas');
    expect(mail?.text_body).toContain('20:30');
    expect(mail?.text_body).toContain('Dirección: 1 Main St');
    const link = `https://tablefor.test/reservations/${created.id}?code=${created.access_code}`;
    expect(mail?.text_body).toContain(`Ver tu reserva: ${link}`);
    expect(mail?.html_body).toContain(`<a href="${link}">Ver tu reserva</a>`);
    const [ics] = mail?.attachments ?? [];
    expect(ics?.filename).toBe(`reservation-${created.id}.ics`);
    expect(ics?.content).toContain(
      `DTSTART:${created.reservation_time.replace(/[-:]/g, '').replace('.000', '')}`,
    );
    expect(ics?.content).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);

    // The link's code opens the reservation, as the one answered at booking does.
    const opened = await t.app.inject({
      url: `/api/reservations/${created.id}?code=${created.access_code}`,
    });
    expect(opened.statusCode).toBe(200);

    // It lands in the development mailbox, attachment included.
    const admin = await signedUpAdmin(t);
    let delivered: { kind: string; attachments: unknown[] }[] = [];
    for (let tries = 0; tries < 100 && delivered.length === 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const box = await t.app.inject({
        url: `/api/admin/mailbox?to=${email}`,
        headers: admin.headers,
      });
      delivered = box.json().messages;
    }
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ kind: 'reservation.confirmed' });
    expect(delivered[0]?.attachments).toHaveLength(1);
  });

  it('writes Spanish as Spanish in the development mailbox: weekday, month, 24-hour time, .ics', async () => {
    const restaurant = await createRestaurant(t.db, {
      name: 'Crêperie Éloïse 🍷',
      address: '1 Main St',
    });
    const email = guestEmail();
    const created = (
      await book(t, restaurant.id, bookingBody(DAY, '19:30', { guest_email: email }), {
        'accept-language': 'es',
      })
    ).json<CreatedReservation>();
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/reservations/${created.id}`,
      headers: { 'x-reservation-code': created.access_code! },
      payload: { party_size: 4, reservation_time: toUtcReservationTime(DAY, '21:00', LA) },
    });
    expect(changed.statusCode).toBe(200);

    const admin = await signedUpAdmin(t);
    let delivered: MailboxMessage[] = [];
    for (let tries = 0; tries < 100 && delivered.length < 2; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const box = await t.app.inject({
        url: `/api/admin/mailbox?to=${email}`,
        headers: admin.headers,
      });
      delivered = box.json<{ messages: MailboxMessage[] }>().messages;
    }
    const mail = delivered.find((m) => m.kind === 'reservation.changed');
    expect(mail).toMatchObject({
      language: 'es',
      subject: 'Tu reserva en Crêperie Éloïse 🍷 ha cambiado',
    });
    // The restaurant's clock (Los Angeles) in Spanish: 'martes, 1 de diciembre de 2026' at 21:00.
    const [year, month, day] = DAY.split('-').map(Number) as [number, number, number];
    const monthName = new Date(Date.UTC(year, month - 1, 15)).toLocaleString('es-ES', {
      month: 'long',
      timeZone: 'UTC',
    });
    expect(mail?.text).toContain(
      `Tu reserva queda así: Mesa para 4 personas el martes, ${day} de ${monthName} de ${year} a las 21:00.`,
    );
    // As words: the link's random code may hold the letters PM.
    expect(mail?.text).not.toMatch(/\b[AP]M\b|p\. m\./);
    expect(mail?.html).toContain('<p>Tu reserva queda así: Mesa para 4 personas el martes,');
    const ics = mail?.attachments[0]?.content ?? '';
    expect(ics.replace(/\r\n /g, '')).toContain('SUMMARY:Cena en Crêperie Éloïse 🍷');
    expect(ics).toContain('DESCRIPTION:Mesa para 4 personas. Reserva n.º');
  });

  it('tells of a change and of a cancellation, in English by default', async () => {
    const restaurant = await createRestaurant(t.db, { name: 'Blue Door' });
    const email = guestEmail();
    const created = (
      await book(t, restaurant.id, bookingBody(DAY, '18:00', { guest_email: email }))
    ).json<CreatedReservation>();
    const headers = { 'x-reservation-code': created.access_code! };
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/reservations/${created.id}`,
      headers,
      payload: { party_size: 4, reservation_time: toUtcReservationTime(DAY, '19:00', LA) },
    });
    expect(changed.statusCode).toBe(200);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/reservations/${created.id}`,
      headers,
    });
    expect(cancelled.statusCode).toBe(200);
    const mails = await outboxTo(t, email);
    expect(mails.map((m) => [m.kind, m.language, m.subject, m.attachments.length])).toEqual([
      ['reservation.confirmed', 'en', 'Your table at Blue Door is booked', 1],
      ['reservation.changed', 'en', 'Your reservation at Blue Door was changed', 1],
      ['reservation.cancelled', 'en', 'Your reservation at Blue Door is cancelled', 0],
    ]);
    expect(mails[1]?.text_body).toContain('Table for 4 people on');
    expect(mails[1]?.text_body).toContain('7:00 PM');
  });

  it('sends nothing for a callback request until the restaurant has called', async () => {
    const restaurant = await createRestaurant(t.db);
    const email = guestEmail();
    const res = await book(
      t,
      restaurant.id,
      bookingBody(DAY, '18:00', {
        guest_email: email,
        contact_method: 'phone',
        phone_number: '(213) 555-0142',
      }),
    );
    expect(res.json().status).toBe('pending_callback');
    expect(await outboxTo(t, email)).toEqual([]);
  });

  it('tells the diners when the restaurant is removed and their bookings with it', async () => {
    const admin = await signedUpAdmin(t);
    const restaurant = await createRestaurant(t.db, { name: 'Last Call' });
    const email = guestEmail();
    await book(t, restaurant.id, bookingBody(DAY, '18:00', { guest_email: email }));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/restaurants/${restaurant.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    const mails = await outboxTo(t, email);
    expect(mails.map((m) => [m.kind, m.subject])).toEqual([
      ['reservation.confirmed', 'Your table at Last Call is booked'],
      ['reservation.cancelled', 'Last Call cancelled your reservation'],
    ]);
  });
});

describe('the day-before reminder', () => {
  it('is queued once, across a restart of the API on the same database', async () => {
    const database = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      REMINDER_SWEEP_SECONDS: '3600',
    });
    const start = async () => {
      const app = await buildApp({ config, database, logger: false, serveWeb: false });
      await app.ready(); // sweeps once as it starts
      return app;
    };
    const db = database.db;
    const restaurant = await createRestaurant(db, { name: 'Tomorrow Bistro' });
    const booked = (hoursAhead: number, bookedDaysAgo: number) => {
      const email = guestEmail();
      return createReservation(db, {
        restaurant_id: restaurant.id,
        reservation_time: new Date(Date.now() + hoursAhead * HOUR),
        guest_name: 'Rita Reminded',
        guest_email: email,
        created_at: new Date(Date.now() - bookedDaysAgo * 24 * HOUR),
      }).then(() => email);
    };
    const due = await booked(20, 3);
    const lastMinute = await booked(5, 0); // booked today for tonight: the confirmation will do
    const later = await booked(48, 3); // two days away: not yet

    const reminders = async (to: string) =>
      (
        await db
          .select()
          .from(outboxMessages)
          .where(
            and(eq(outboxMessages.to_address, to), eq(outboxMessages.kind, 'reservation.reminder')),
          )
      ).length;
    try {
      const first = await start();
      await first.close();
      // A restart, and a sweep a second replica might run at the same moment.
      const second = await start();
      await Promise.all([
        queueDueReminders(db, config.site, new Date()),
        queueDueReminders(db, config.site, new Date()),
      ]);
      await second.close();
      expect(await reminders(due)).toBe(1);
      expect(await reminders(lastMinute)).toBe(0);
      expect(await reminders(later)).toBe(0);
      const [mail] = await db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to_address, due));
      expect(mail?.subject).toBe('Reminder: your table at Tomorrow Bistro tomorrow');
      expect(mail?.attachments).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});

describe('by SMTP', () => {
  let smtp: Awaited<ReturnType<typeof createSmtpTestApp>>;
  beforeAll(async () => {
    smtp = await createSmtpTestApp();
  });
  afterAll(() => smtp.close());

  it('delivers the confirmation with a valid iCalendar attachment', async () => {
    const restaurant = await createRestaurant(smtp.t.db, { name: 'Wire & Wine' });
    const email = guestEmail();
    const res = await book(
      smtp.t,
      restaurant.id,
      bookingBody(DAY, '19:30', { guest_email: email }),
    );
    expect(res.statusCode).toBe(201);
    const mail = await smtp.smtp.waitFor(email);
    expect(mail.body).toContain('Subject: Your table at Wire & Wine is booked');
    expect(mail.body).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    const attachment = /filename=reservation-\d+\.ics[\s\S]*?\r\n\r\n([\s\S]*?)\r\n--/.exec(
      mail.body,
    );
    expect(attachment).not.toBeNull();
    const ics = Buffer.from(attachment![1]!.replace(/\s+/g, ''), 'base64').toString('utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\n/);
    expect(ics).toContain('SUMMARY:Dinner at Wire & Wine');
    expect(ics).toContain('END:VEVENT\r\nEND:VCALENDAR\r\n');
  });
});
