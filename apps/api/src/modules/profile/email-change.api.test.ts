import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, DEMO_USER, passwordMessages, profileMessages } from '@tablefor/shared';
import { emailChangeTokens } from '../../db/schema/index.ts';
import { signedUpUser } from '../../test/factories.ts';
import { allAtOnce } from '../../test/race-checks.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  EMAIL_CHANGE_ASKED_KIND,
  EMAIL_CHANGED_KIND,
  EMAIL_CHANGE_LINK_KIND,
} from './email-change-letters.ts';
import {
  askEmailChange,
  changeToken,
  confirmEmailChange,
  letters,
} from './profile-test-helpers.ts';

const LIMIT = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOGIN_RATE_LIMIT_PER_ACCOUNT: String(LIMIT), PUBLIC_URL: 'https://tablefor.test' },
  });
});
afterAll(() => t.close());

let sequence = 0;
const newAddress = () => `moved-${process.pid}-${++sequence}@example.com`;
const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/auth/', headers });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const linkInvalid = [`token: ${profileMessages.linkInvalid}`];

describe('asking to change the e-mail address', () => {
  it('sends the link to the new address only, tells the old one, and changes nothing yet', async () => {
    const diner = await signedUpUser(t);
    const next = newAddress();
    const res = await askEmailChange(t, diner, { email: next, password: diner.input.password });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ message: profileMessages.linkSent, email: next });

    const [link] = await letters(t, next, EMAIL_CHANGE_LINK_KIND);
    expect(link?.subject).toBe('Confirm your new TableFor e-mail address');
    expect(link?.text_body).toContain('https://tablefor.test/confirm-email?token=');
    expect(await letters(t, diner.input.email, EMAIL_CHANGE_LINK_KIND)).toHaveLength(0);
    const [asked] = await letters(t, diner.input.email, EMAIL_CHANGE_ASKED_KIND);
    expect(asked?.text_body).toContain(next);

    expect((await me(diner.headers)).json().email).toBe(diner.input.email);
    expect((await login(diner.input.email, diner.input.password)).statusCode).toBe(200);
    expect((await login(next, diner.input.password)).statusCode).toBe(401);
  });

  it('keeps only the SHA-256 of a token of 256 random bits', async () => {
    const diner = await signedUpUser(t);
    const next = newAddress();
    await askEmailChange(t, diner, { email: next, password: diner.input.password });
    const token = await changeToken(t, next);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.db
      .select()
      .from(emailChangeTokens)
      .where(eq(emailChangeTokens.user_id, diner.id));
    expect(rows.map((row) => row.token_hash)).toEqual([
      createHash('sha256').update(token).digest('hex'),
    ]);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
  });

  it('writes the letters in Spanish when asked in Spanish', async () => {
    const diner = await signedUpUser(t);
    const next = newAddress();
    await askEmailChange(t, diner, { email: next, password: diner.input.password }, 'es');
    const [link] = await letters(t, next, EMAIL_CHANGE_LINK_KIND);
    expect(link?.subject).toBe('Confirma tu nueva dirección de correo en TableFor');
    const [asked] = await letters(t, diner.input.email, EMAIL_CHANGE_ASKED_KIND);
    expect(asked?.subject).toBe('Se ha pedido cambiar tu correo de TableFor');
  });

  it('needs the current password, and limits wrong ones with the password change', async () => {
    const diner = await signedUpUser(t);
    const next = newAddress();
    const wrong = await askEmailChange(t, diner, { email: next, password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([`password: ${passwordMessages.currentWrong}`]);
    const missing = await askEmailChange(t, diner, { email: next, password: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([`password: ${profileMessages.passwordRequired}`]);
    const answers = await allAtOnce(LIMIT + 1, () =>
      askEmailChange(t, diner, { email: next, password: 'still-not-it' }),
    );
    expect(answers.map((r) => r.statusCode).toSorted()).toEqual([400, 400, 429, 429]);
    const right = await askEmailChange(t, diner, { email: next, password: diner.input.password });
    expect(right.statusCode).toBe(429);
    expect(right.json().errors).toEqual([`password: ${passwordMessages.tooManyChanges}`]);
    expect(await letters(t, next, EMAIL_CHANGE_LINK_KIND)).toHaveLength(0);
  });

  it('refuses an address that is already this account’s, or another’s (409)', async () => {
    const diner = await signedUpUser(t);
    const other = await signedUpUser(t);
    const same = await askEmailChange(t, diner, {
      email: diner.input.email.toUpperCase(),
      password: diner.input.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual([`email: ${profileMessages.sameEmail}`]);
    const taken = await askEmailChange(t, diner, {
      email: other.input.email,
      password: diner.input.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([`email: ${authMessages.emailTaken}`]);
    const bad = await askEmailChange(t, diner, { email: 'no-at-sign', password: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([`email: ${authMessages.emailInvalid}`]);
  });

  it('refuses the demo account, as its password change does', async () => {
    const demo = await signedUpUser(t, { email: DEMO_USER.email, password: DEMO_USER.password });
    const res = await askEmailChange(t, demo, {
      email: newAddress(),
      password: DEMO_USER.password,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([`email: ${profileMessages.demoAccount}`]);
    const rows = await t.db
      .select()
      .from(emailChangeTokens)
      .where(eq(emailChangeTokens.user_id, demo.id));
    expect(rows).toHaveLength(0);
  });
});

describe('following the link', () => {
  async function asked() {
    const diner = await signedUpUser(t);
    const next = newAddress();
    await askEmailChange(t, diner, { email: next, password: diner.input.password });
    return { diner, next, token: await changeToken(t, next) };
  }

  it('changes the address, once, and tells the old address', async () => {
    const { diner, next, token } = await asked();
    const res = await confirmEmailChange(t, token, diner.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: next });
    expect((await me(diner.headers)).json().email).toBe(next);
    expect((await login(next, diner.input.password)).statusCode).toBe(200);
    expect((await login(diner.input.email, diner.input.password)).statusCode).toBe(401);
    const [told] = await letters(t, diner.input.email, EMAIL_CHANGED_KIND);
    expect(told?.text_body).toContain(next);

    const again = await confirmEmailChange(t, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual(linkInvalid);
  });

  it("signs out the account's other sessions, keeping the one that follows the link", async () => {
    const { diner, next, token } = await asked();
    const other = await login(diner.input.email, diner.input.password);
    const otherHeaders = { authorization: `Bearer ${other.json().access_token}` };
    expect((await me(otherHeaders)).statusCode).toBe(200);
    const stranger = await signedUpUser(t);
    // Followed in someone else's session: that session is not the account's, and stays.
    const res = await confirmEmailChange(t, token, stranger.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(otherHeaders)).statusCode).toBe(401);
    expect((await me(diner.headers)).statusCode).toBe(401);
    expect((await me(stranger.headers)).statusCode).toBe(200);
    expect((await login(next, diner.input.password)).statusCode).toBe(200);
  });

  it("keeps the session that follows the link when it is the account's", async () => {
    const { diner, token } = await asked();
    const other = await login(diner.input.email, diner.input.password);
    const otherHeaders = { authorization: `Bearer ${other.json().access_token}` };
    expect((await confirmEmailChange(t, token, diner.headers)).statusCode).toBe(200);
    expect((await me(diner.headers)).statusCode).toBe(200);
    expect((await me(otherHeaders)).statusCode).toBe(401);
  });

  it('works once of ten followed at once', async () => {
    const { diner, token } = await asked();
    const answers = await allAtOnce(10, () => confirmEmailChange(t, token));
    expect(answers.map((r) => r.statusCode).toSorted()).toEqual([200, ...Array(9).fill(400)]);
    expect(await letters(t, diner.input.email, EMAIL_CHANGED_KIND)).toHaveLength(1);
  });

  it('does not work once expired', async () => {
    const { diner, token } = await asked();
    await t.db
      .update(emailChangeTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(emailChangeTokens.user_id, diner.id));
    const res = await confirmEmailChange(t, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(linkInvalid);
    expect((await me(diner.headers)).json().email).toBe(diner.input.email);
  });

  it('is voided by a newer request', async () => {
    const { diner, next, token } = await asked();
    const newer = newAddress();
    await askEmailChange(t, diner, { email: newer, password: diner.input.password });
    const old = await confirmEmailChange(t, token);
    expect(old.statusCode).toBe(400);
    expect(old.json().errors).toEqual(linkInvalid);
    expect((await me(diner.headers)).json().email).toBe(diner.input.email);
    const res = await confirmEmailChange(t, await changeToken(t, newer));
    expect(res.json()).toEqual({ email: newer });
    expect(next).not.toBe(newer);
  });

  it('refuses an address another account took meanwhile (409), changing nothing', async () => {
    const { diner, next, token } = await asked();
    await signedUpUser(t, { email: next });
    const res = await confirmEmailChange(t, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([`email: ${authMessages.emailTaken}`]);
    expect((await me(diner.headers)).json().email).toBe(diner.input.email);
    expect(await letters(t, diner.input.email, EMAIL_CHANGED_KIND)).toHaveLength(0);
  });

  it('refuses a made-up or missing token', async () => {
    const made = await confirmEmailChange(t, 'A'.repeat(43));
    expect(made.statusCode).toBe(400);
    expect(made.json().errors).toEqual(linkInvalid);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-change/confirm',
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual(linkInvalid);
  });
});
