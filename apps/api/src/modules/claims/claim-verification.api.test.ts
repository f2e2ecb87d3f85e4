import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimMessages as m } from '@tablefor/shared';
import { claimVerifications, outboxMessages } from '../../db/schema/index.ts';
import { signedUpAdmin } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  claimableRestaurant,
  createClaimTestApp,
  latestCode,
  sendCode,
  verifyCode,
} from './claim-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createClaimTestApp();
});
afterAll(() => t.close());

const verificationsOf = (restaurantId: number) =>
  t.db.select().from(claimVerifications).where(eq(claimVerifications.restaurant_id, restaurantId));

/** Moves the listing's codes back in time, as if `seconds` had passed. */
const age = (restaurantId: number, seconds: number) =>
  t.db
    .update(claimVerifications)
    .set({
      created_at: sql`${claimVerifications.created_at} - make_interval(secs => ${seconds})`,
      expires_at: sql`${claimVerifications.expires_at} - make_interval(secs => ${seconds})`,
    })
    .where(eq(claimVerifications.restaurant_id, restaurantId));

describe('POST /api/claim/send-verification-code', () => {
  it('e-mails a 6-digit code in the page language and stores only its hash', async () => {
    const listing = await claimableRestaurant(t);
    const res = await sendCode(t, {
      restaurantId: listing.id,
      email: listing.businessEmail.toUpperCase(),
      language: 'es',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });

    const code = await latestCode(t, listing.businessEmail);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await verificationsOf(listing.id);
    expect(row).toMatchObject({ email: listing.businessEmail, attempts: 0, verified_at: null });
    expect(row?.code_hash).not.toContain(code);
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const expiresInMs = (row?.expires_at.getTime() ?? 0) - (row?.created_at.getTime() ?? 0);
    expect(expiresInMs).toBe(10 * 60 * 1000);

    const [message] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to_address, listing.businessEmail));
    expect(message).toMatchObject({ language: 'es', kind: 'claim.code' });
    expect(message?.subject).toContain(listing.name);
    expect(message?.text_body).toContain('10 minutos');
    expect(message?.html_body).toContain(`<strong>${code}</strong>`);
  });

  it('reaches the development mailbox, where an administrator reads the code', async () => {
    const admin = await signedUpAdmin(t);
    const listing = await claimableRestaurant(t);
    await sendCode(t, { restaurantId: listing.id, email: listing.businessEmail });
    const code = await latestCode(t, listing.businessEmail);
    let messages: { text: string; subject: string }[] = [];
    for (let tries = 0; tries < 200 && messages.length === 0; tries += 1) {
      const res = await t.app.inject({
        url: `/api/admin/mailbox?to=${listing.businessEmail}`,
        headers: admin.headers,
      });
      messages = res.json().messages;
      if (messages.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(messages[0]?.text).toContain(code);
    expect(messages[0]?.subject).toBe(`Your verification code for ${listing.name}`);
  });

  it('accepts an address at the domain of the website', async () => {
    const listing = await claimableRestaurant(t);
    const email = `chef@${listing.domain}`;
    expect((await sendCode(t, { restaurantId: listing.id, email })).statusCode).toBe(200);
    expect(await latestCode(t, email)).toMatch(/^\d{6}$/);
  });

  it.each([
    ['another domain', 'orders@elsewhere.example'],
    ['a subdomain look-alike', 'orders@evil-trattoria.example'],
  ])('refuses %s, and sends nothing', async (_, email) => {
    const listing = await claimableRestaurant(t);
    const res = await sendCode(t, { restaurantId: listing.id, email });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([`email: ${m.emailNotListed}`]);
    expect(await verificationsOf(listing.id)).toHaveLength(0);
  });

  it('refuses a malformed address and an unknown listing', async () => {
    const listing = await claimableRestaurant(t);
    const bad = await sendCode(t, { restaurantId: listing.id, email: 'orders@' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([`email: ${m.emailInvalid}`]);
    const unknown = await sendCode(t, { restaurantId: 99999999, email: listing.businessEmail });
    expect(unknown.statusCode).toBe(404);
  });

  it('waits 60 seconds before a resend, which voids the old code', async () => {
    const listing = await claimableRestaurant(t);
    const body = { restaurantId: listing.id, email: listing.businessEmail };
    await sendCode(t, body);
    const oldCode = await latestCode(t, listing.businessEmail);

    const early = await sendCode(t, body);
    expect(early.statusCode).toBe(429);
    expect(early.json().details[0]).toMatchObject({ field: 'email', code: 'claim.resendCooldown' });
    expect(early.json().retry_after).toBeGreaterThan(55);
    expect(early.headers['retry-after']).toBe(String(early.json().retry_after));
    expect(await verificationsOf(listing.id)).toHaveLength(1);

    await age(listing.id, 61);
    expect((await sendCode(t, body)).statusCode).toBe(200);
    const newCode = await latestCode(t, listing.businessEmail);
    if (newCode !== oldCode) {
      const stale = await verifyCode(t, { ...body, code: oldCode });
      expect(stale.statusCode).toBe(400);
      expect(stale.json().errors).toEqual([`code: ${m.codeInvalid}`]);
    }
    const rows = await verificationsOf(listing.id);
    expect(rows.filter((row) => row.voided_at !== null)).toHaveLength(1);
    expect((await verifyCode(t, { ...body, code: newCode })).statusCode).toBe(200);
  });
});

describe('POST /api/claim/verify-code', () => {
  async function sent() {
    const listing = await claimableRestaurant(t);
    const body = { restaurantId: listing.id, email: listing.businessEmail };
    await sendCode(t, body);
    const code = await latestCode(t, listing.businessEmail);
    const wrong = code === '000000' ? '000001' : '000000';
    return { listing, body, code, wrong };
  }

  it('verifies the right code', async () => {
    const { listing, body, code } = await sent();
    const res = await verifyCode(t, { ...body, code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ verified: true });
    const [row] = await verificationsOf(listing.id);
    expect(row?.verified_at).toBeInstanceOf(Date);
  });

  it('refuses a wrong code and counts the attempt', async () => {
    const { listing, body, wrong } = await sent();
    const res = await verifyCode(t, { ...body, code: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([`code: ${m.codeInvalid}`]);
    const [row] = await verificationsOf(listing.id);
    expect(row).toMatchObject({ attempts: 1, verified_at: null });
  });

  it('refuses an incomplete code', async () => {
    const { body } = await sent();
    for (const code of ['12345', '12a456', '']) {
      const res = await verifyCode(t, { ...body, code });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([`code: ${m.codeIncomplete}`]);
    }
  });

  it('refuses an expired code, even the right one', async () => {
    const { listing, body, code } = await sent();
    await t.db
      .update(claimVerifications)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(claimVerifications.restaurant_id, listing.id));
    const res = await verifyCode(t, { ...body, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([`code: ${m.codeExpired}`]);
  });

  it('refuses the sixth attempt even with the right code, and the code stays dead', async () => {
    const { listing, body, code, wrong } = await sent();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const res = await verifyCode(t, { ...body, code: wrong });
      expect(res.json().errors).toEqual([`code: ${m.codeInvalid}`]);
    }
    const sixth = await verifyCode(t, { ...body, code });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().errors).toEqual([`code: ${m.tooManyAttempts}`]);
    expect((await verifyCode(t, { ...body, code })).statusCode).toBe(400);
    const [row] = await verificationsOf(listing.id);
    expect(row).toMatchObject({ attempts: 5, verified_at: null });
    expect(row?.voided_at).toBeInstanceOf(Date);
  });

  it("does not accept a listing's code for another address or listing", async () => {
    const { listing, code } = await sent();
    const other = await claimableRestaurant(t);
    const elsewhere = await verifyCode(t, {
      restaurantId: other.id,
      email: listing.businessEmail,
      code,
    });
    expect(elsewhere.statusCode).toBe(400);
    const rows = await t.db
      .select()
      .from(claimVerifications)
      .where(
        and(eq(claimVerifications.restaurant_id, listing.id), eq(claimVerifications.attempts, 0)),
      );
    expect(rows).toHaveLength(1);
  });
});
