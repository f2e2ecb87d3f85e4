/**
 * Guests invited to a reservation: the host's limits (party size − 1, one per address, a daily
 * count), the e-mail and its link, the link's end (revoked, cancelled), and privacy: the
 * restaurant never reads a guest's address, a guest never reads the host's contact.
 */
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATIONS_PER_DAY,
  invitationCodes,
  invitationMessages,
  messageText,
  type InvitationList,
  type InvitationView,
} from '@tablefor/shared';
import { outboxMessages, reservationInvitations, reservations } from '../../db/schema/index.ts';
import { signedUpUser } from '../../test/factories.ts';
import {
  createReservation,
  createRestaurant,
  laTime,
  nextWeekday,
} from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashInvitationToken } from './invitations.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_HOUR: '1000' } });
});
afterAll(() => t.close());

const DAY = nextWeekday(4);
let guestSequence = 0;
const guestAddress = () => `guest${process.pid % 1000}-${++guestSequence}@example.org`;

/** A diner's own confirmed reservation for `party` at a restaurant with an owner. */
async function hosted(party = 4, fields: Partial<typeof reservations.$inferInsert> = {}) {
  const owner = await signedUpUser(t);
  const diner = await signedUpUser(t, { first_name: 'Hosta' });
  const restaurant = await createRestaurant(t.db, {
    owner_id: owner.id,
    address: '1 Test Street, Los Angeles',
  });
  const reservation = await createReservation(t.db, {
    restaurant_id: restaurant.id,
    reservation_time: laTime(DAY, '19:30'),
    party_size: party,
    user_id: diner.id,
    guest_name: 'Hosta Diner',
    guest_email: diner.input.email,
    phone_number: '(213) 555-0199',
    ...fields,
  });
  return { owner, diner, restaurant, reservation };
}

const invite = (id: number, headers: Record<string, string>, email: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/reservations/${id}/invitations`,
    payload: { email },
    headers: { ...headers, 'accept-language': language },
  });

async function letterTo(address: string) {
  const [letter] = await t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to_address, address))
    .orderBy(desc(outboxMessages.id));
  return letter;
}

const tokenOf = (text: string) => /\/invitations\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

describe('inviting a guest', () => {
  it('answers 201, e-mails the guest a link and the .ics, and the link opens a read-only view', async () => {
    const { diner, reservation, restaurant } = await hosted(3);
    const email = guestAddress();
    const res = await invite(reservation.id, diner.headers, email);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email });

    const letter = await letterTo(email);
    expect(letter?.kind).toBe('invitation.invited');
    expect(letter?.subject).toBe(`Hosta invited you to ${restaurant.name}`);
    expect(letter?.text_body).toContain('7:30 PM');
    expect(letter?.text_body).not.toContain(diner.input.email);
    expect(letter?.text_body).not.toContain('555-0199');
    expect(letter?.attachments[0]?.filename).toBe(`reservation-${reservation.id}.ics`);
    expect(letter?.attachments[0]?.content).toContain('BEGIN:VEVENT');

    const token = tokenOf(letter!.text_body);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [stored] = await t.db
      .select()
      .from(reservationInvitations)
      .where(eq(reservationInvitations.reservation_id, reservation.id));
    expect(stored?.token_hash).toBe(hashInvitationToken(token));
    expect(stored?.token_hash).not.toContain(token);

    const view = await t.app.inject(`/api/invitations/${token}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json<InvitationView>()).toMatchObject({
      restaurant: { name: restaurant.name, address: '1 Test Street, Los Angeles' },
      party_size: 3,
      host_first_name: 'Hosta',
      reservation_time: reservation.reservation_time.toISOString(),
    });
    expect(view.body).not.toContain(diner.input.email);
    expect(view.body).not.toContain('555-0199');
    expect(view.body).not.toContain(email);
  });

  it("writes the e-mail in the inviter's language, Spanish times on the 24-hour clock", async () => {
    const { diner, reservation, restaurant } = await hosted(2);
    const email = guestAddress();
    expect((await invite(reservation.id, diner.headers, email, 'es')).statusCode).toBe(201);
    const letter = await letterTo(email);
    expect(letter?.subject).toBe(`Hosta te ha invitado a ${restaurant.name}`);
    expect(letter?.text_body).toContain('19:30');
    // As a word: the invitation link's random token may hold the letters PM.
    expect(letter?.text_body).not.toMatch(/\bPM\b/);
    expect(letter?.attachments[0]?.content).toContain('Cena en');
  });

  it('invites at most party size − 1 guests (409 with the limit), and one revoked frees a place', async () => {
    const { diner, reservation } = await hosted(3);
    expect((await invite(reservation.id, diner.headers, guestAddress())).statusCode).toBe(201);
    const second = await invite(reservation.id, diner.headers, guestAddress());
    expect(second.statusCode).toBe(201);
    const third = await invite(reservation.id, diner.headers, guestAddress());
    expect(third.statusCode).toBe(409);
    expect(third.json().details[0]).toMatchObject({
      code: invitationCodes.partyFull,
      params: { party: 3, max: 2 },
    });
    const list = await t.app.inject({
      url: `/api/reservations/${reservation.id}/invitations`,
      headers: diner.headers,
    });
    expect(list.json<InvitationList>()).toMatchObject({ remaining: 0 });
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/reservations/${reservation.id}/invitations/${second.json().id}`,
      headers: diner.headers,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await invite(reservation.id, diner.headers, guestAddress())).statusCode).toBe(201);
  });

  it('refuses a party of one: nobody to invite', async () => {
    const { diner, reservation } = await hosted(1);
    const res = await invite(reservation.id, diner.headers, guestAddress());
    expect(res.statusCode).toBe(409);
    expect(res.json().details[0].code).toBe(invitationCodes.partyFull);
  });

  it('ten identical requests at once make one invitation and one e-mail', async () => {
    const { diner, reservation } = await hosted(6);
    const email = guestAddress();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => invite(reservation.id, diner.headers, email)),
    );
    expect(answers.map((res) => res.statusCode).toSorted()).toEqual([
      201, 409, 409, 409, 409, 409, 409, 409, 409, 409,
    ]);
    const rows = await t.db
      .select()
      .from(reservationInvitations)
      .where(eq(reservationInvitations.reservation_id, reservation.id));
    expect(rows).toHaveLength(1);
    const letters = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to_address, email));
    expect(letters).toHaveLength(1);
  });

  it('answers 409 for an address already invited, in any case of letters', async () => {
    const { diner, reservation } = await hosted(4);
    const email = guestAddress();
    expect((await invite(reservation.id, diner.headers, email)).statusCode).toBe(201);
    const again = await invite(reservation.id, diner.headers, email.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([`email: ${invitationMessages.alreadyInvited}`]);
  });

  it('answers 400 for a bad address or the host’s own, and stores nothing', async () => {
    const { diner, reservation } = await hosted(4);
    const bad = await invite(reservation.id, diner.headers, 'not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatch(/^email: /);
    const own = await invite(reservation.id, diner.headers, diner.input.email);
    expect(own.statusCode).toBe(400);
    expect(own.json().details[0].code).toBe(invitationCodes.ownAddress);
    const rows = await t.db
      .select()
      .from(reservationInvitations)
      .where(eq(reservationInvitations.reservation_id, reservation.id));
    expect(rows).toEqual([]);
  });

  it("answers 404 for another diner's reservation, and 409 for a cancelled or past one", async () => {
    const { reservation } = await hosted(4);
    const stranger = await signedUpUser(t);
    const res = await invite(reservation.id, stranger.headers, guestAddress());
    expect(res.statusCode).toBe(404);
    const list = await t.app.inject({
      url: `/api/reservations/${reservation.id}/invitations`,
      headers: stranger.headers,
    });
    expect(list.statusCode).toBe(404);

    const cancelled = await hosted(4, { status: 'cancelled' });
    const closed = await invite(cancelled.reservation.id, cancelled.diner.headers, guestAddress());
    expect(closed.statusCode).toBe(409);
    expect(closed.json().details[0].code).toBe(invitationCodes.bookingClosed);

    const past = await hosted(4, { reservation_time: new Date(Date.now() - 3_600_000) });
    const late = await invite(past.reservation.id, past.diner.headers, guestAddress());
    expect(late.statusCode).toBe(409);
  });

  it(`allows ${INVITATIONS_PER_DAY} invitations per account a day, then answers 429`, async () => {
    const diner = await signedUpUser(t);
    const restaurant = await createRestaurant(t.db);
    const bookings = await Promise.all(
      [0, 1, 2].map((hour) =>
        createReservation(t.db, {
          restaurant_id: restaurant.id,
          reservation_time: laTime(DAY, `1${7 + hour}:00`),
          party_size: 10,
          user_id: diner.id,
        }),
      ),
    );
    for (let sent = 0; sent < INVITATIONS_PER_DAY; sent += 1) {
      const booking = bookings[Math.floor(sent / 9)]!;
      const res = await invite(booking.id, diner.headers, guestAddress());
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await invite(bookings[2]!.id, diner.headers, guestAddress());
    expect(over.statusCode).toBe(429);
    expect(over.json().errors).toEqual([`email: ${messageText(invitationCodes.tooMany)}`]);
  });
});

describe("an invitation's link", () => {
  async function invited() {
    const setup = await hosted(4);
    const email = guestAddress();
    const res = await invite(setup.reservation.id, setup.diner.headers, email);
    const token = tokenOf((await letterTo(email))!.text_body);
    return { ...setup, email, token, invitationId: res.json<{ id: number }>().id };
  }

  it('stops working once revoked (410), and the host no longer lists the guest', async () => {
    const { diner, reservation, token, invitationId, email } = await invited();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/reservations/${reservation.id}/invitations/${invitationId}`,
      headers: diner.headers,
    });
    expect(res.statusCode).toBe(204);
    const view = await t.app.inject(`/api/invitations/${token}`);
    expect(view.statusCode).toBe(410);
    expect(view.json().errors).toEqual([`invitation: ${invitationMessages.linkEnded}`]);
    const list = await t.app.inject({
      url: `/api/reservations/${reservation.id}/invitations`,
      headers: diner.headers,
    });
    expect(list.json<InvitationList>().invitations.map((row) => row.email)).not.toContain(email);
  });

  it("answers 404 to revoke another host's invitation, and changes nothing", async () => {
    const { reservation, invitationId, token } = await invited();
    const stranger = await signedUpUser(t);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/reservations/${reservation.id}/invitations/${invitationId}`,
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject(`/api/invitations/${token}`)).statusCode).toBe(200);
  });

  it('stops working once the booking is cancelled, and the guest is told by e-mail', async () => {
    const { diner, reservation, token, email } = await invited();
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/reservations/${reservation.id}`,
      headers: diner.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await t.app.inject(`/api/invitations/${token}`)).statusCode).toBe(410);
    expect((await letterTo(email))?.kind).toBe('invitation.cancelled');
  });

  it('tells the guest of a change of party, with the new .ics', async () => {
    const { diner, reservation, email } = await invited();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/reservations/${reservation.id}`,
      payload: { party_size: 5 },
      headers: diner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const letter = await letterTo(email);
    expect(letter?.kind).toBe('invitation.changed');
    expect(letter?.text_body).toContain('5 people');
    expect(letter?.attachments).toHaveLength(1);
  });

  it('answers 404 for an unknown token', async () => {
    expect((await t.app.inject('/api/invitations/not-a-real-token')).statusCode).toBe(404);
    expect((await t.app.inject(`/api/invitations/${'x'.repeat(90)}`)).statusCode).toBe(404);
  });
});

describe("the restaurant's views", () => {
  it("never contain a guest's address: the day's book, the timeline and the export", async () => {
    const { owner, restaurant, reservation, diner } = await hosted(4);
    const email = guestAddress();
    expect((await invite(reservation.id, diner.headers, email)).statusCode).toBe(201);
    for (const url of [
      `/api/owner/restaurants/${restaurant.id}/book?date=${DAY}`,
      `/api/owner/restaurants/${restaurant.id}/timeline?date=${DAY}`,
      `/api/owner/restaurants/${restaurant.id}/reservations.csv?from=${DAY}&to=${DAY}`,
    ]) {
      const res = await t.app.inject({ url, headers: owner.headers });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(res.body).toContain('Hosta');
      expect(res.body).not.toContain(email);
    }
    // Nor is it in any e-mail to anyone but the guest.
    const others = await t.db
      .select({ to: outboxMessages.to_address })
      .from(outboxMessages)
      .where(and(like(outboxMessages.text_body, `%${email}%`)));
    expect(others).toEqual([]);
  });
});
