/** The request log names every request but never a guest's access code or a caller's token. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedReservation } from '@tablefor/shared';
import { outboxMessages } from '../db/schema/index.ts';
import { signedUpUser } from '../test/factories.ts';
import { createRestaurant, nextWeekday } from '../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { book, bookingBody } from '../modules/reservations/reservation-test-helpers.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info', PUBLIC_URL: 'https://tablefor.test' },
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(() => t.close());

const requestLines = () =>
  lines
    .map((line) => JSON.parse(line) as { msg: string; url?: string; status?: number })
    .filter((entry) => entry.msg === 'request');

describe('the request log', () => {
  it('holds no access code when a guest books, follows the e-mailed link and the calendar', async () => {
    const restaurant = await createRestaurant(t.db);
    const email = `guest-${Date.now()}@example.com`;
    const booked = await book(
      t,
      restaurant.id,
      bookingBody(nextWeekday(3), '19:00', { guest_email: email }),
    );
    expect(booked.statusCode).toBe(201);
    const { id, access_code: code } = booked.json<CreatedReservation>();
    expect(code).toEqual(expect.any(String));

    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to_address, email));
    const link = /https:\/\/tablefor\.test(\/reservations\/\d+\?code=\S+)/.exec(
      mail?.text_body ?? '',
    )?.[1];
    expect(link).toBe(`/reservations/${id}?code=${code}`);

    // The link's page, the reservation it reads, and the calendar file it offers.
    await t.app.inject({ url: link ?? '' });
    const read = await t.app.inject({ url: `/api/reservations/${id}?code=${code}` });
    expect(read.statusCode).toBe(200);
    const calendar = await t.app.inject({
      url: `/api/reservations/${id}/calendar.ics?code=${encodeURIComponent(code ?? '')}`,
    });
    expect(calendar.statusCode).toBe(200);
    const byHeader = await t.app.inject({
      url: `/api/reservations/${id}`,
      headers: { 'x-reservation-code': code ?? '' },
    });
    expect(byHeader.statusCode).toBe(200);

    expect(lines.join('')).not.toContain(code);
    expect(requestLines().map(({ url, status }) => ({ url, status }))).toEqual(
      expect.arrayContaining([
        { url: `/reservations/${id}?code=[redacted]`, status: 404 },
        { url: `/api/reservations/${id}?code=[redacted]`, status: 200 },
        { url: `/api/reservations/${id}/calendar.ics?code=[redacted]`, status: 200 },
      ]),
    );
  });

  it("holds no caller's token or cookie", async () => {
    const user = await signedUpUser(t);
    const res = await t.app.inject({
      url: '/api/auth/?token=url-t0ken&password=hunter2',
      headers: { ...user.headers, cookie: 'session=c00kie' },
    });
    expect(res.statusCode).toBe(200);
    const log = lines.join('');
    for (const secret of [user.token, 'url-t0ken', 'hunter2', 'c00kie']) {
      expect(log).not.toContain(secret);
    }
    expect(requestLines().at(-1)?.url).toBe('/api/auth/?token=[redacted]&password=[redacted]');
  });
});

describe("guests' contact details", () => {
  it('never reach the log of a booking, even at the most detailed level', async () => {
    const traced: string[] = [];
    const own = await createTestApp({
      env: { LOG_LEVEL: 'trace', JOB_POLL_MS: '50' },
      logStream: { write: (line) => void traced.push(line) },
    });
    try {
      const restaurant = await createRestaurant(own.db);
      const email = `contact-${Date.now()}@example.com`;
      const phone = '(415) 555-0142';
      const details = { guest_email: email, phone_number: phone };
      // One refused (a party too large), one made, whose confirmation e-mail then goes out.
      const refused = await book(
        own,
        restaurant.id,
        bookingBody(nextWeekday(3), '19:00', { ...details, party_size: 500 }),
      );
      expect(refused.statusCode).toBe(400);
      const booked = await book(own, restaurant.id, bookingBody(nextWeekday(3), '19:00', details));
      expect(booked.statusCode, booked.body).toBe(201);
      for (let waited = 0; waited < 5000; waited += 50) {
        if (traced.join('').includes('e-mail delivered')) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // And whatever code may log one day: a body, a guest, a password, the headers.
      own.app.log.info(
        {
          body: details,
          guest: { email, phone },
          password: 'hunter22',
          headers: { authorization: 'Bearer t0ken', cookie: 's=c00kie' },
        },
        'a line with everything',
      );

      const log = traced.join('');
      expect(log).toContain('e-mail delivered');
      expect(log).toContain('a line with everything');
      for (const secret of [email, phone, '5550142', 'hunter22', 't0ken', 'c00kie']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await own.close();
    }
  });
});
