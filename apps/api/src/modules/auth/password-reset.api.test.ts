import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { authMessages, DEMO_USER, passwordMessages } from '@tablefor/shared';
import { authAttempts, passwordResetTokens, sessions } from '../../db/schema/index.ts';
import { signedUpUser } from '../../test/factories.ts';
import { allAtOnce } from '../../test/race-checks.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  askForLink,
  confirmReset,
  linkToken,
  resetLetters,
  settled,
  settledLetters,
} from './password-reset-test-helpers.ts';
import { passwordResetKeys } from './password-reset.ts';
import { signInKeys } from './sign-in-limits.ts';

// A letter can be held back, to see that the answer does not wait for it.
let letterGate: Promise<void> = Promise.resolve();
let lettersQueued = 0;
vi.mock('../mail/outbox.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../mail/outbox.ts')>();
  return {
    ...original,
    queueEmail: async (...args: Parameters<typeof original.queueEmail>) => {
      await letterGate;
      const id = await original.queueEmail(...args);
      lettersQueued += 1;
      return id;
    },
  };
});

const PER_IP = 6;
const PER_EMAIL = 3;
const PER_ACCOUNT_AND_IP = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      PASSWORD_RESET_RATE_LIMIT_PER_IP: String(PER_IP),
      PASSWORD_RESET_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL),
      LOGIN_RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT_AND_IP),
      SIGNUP_RATE_LIMIT_PER_HOUR: '1000',
    },
  });
});
afterAll(() => t.close());

let network = 0;
/** A client network of the test's own, so no other test's requests count against it. */
const freshIp = () => `10.30.${Math.floor(++network / 250)}.${(network % 250) + 1}`;

const login = (email: string, password: string, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

const invalidLink = [`token: ${passwordMessages.linkInvalid}`];

async function counted(key: string) {
  const [row] = await t.db
    .select({ count: authAttempts.count })
    .from(authAttempts)
    .where(eq(authAttempts.key, key));
  return row?.count ?? 0;
}

describe('asking for a link', () => {
  it('answers an address with no account as one with, and e-mails only the account', async () => {
    const user = await signedUpUser(t);
    const known = await askForLink(t, user.input.email, { ip: freshIp() });
    const unknown = await askForLink(t, 'nobody-at-all@example.com', { ip: freshIp() });
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: passwordMessages.linkSent });
    }
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    const [letter] = await settledLetters(t, user.input.email, 1);
    expect(letter?.subject).toBe('Reset your TableFor password');
    expect(letter?.text_body).toMatch(/^Hi Dana, someone asked to reset the password/);
    expect(letter?.text_body).toContain('The link is valid for 30 minutes and can be used once.');
    expect(letter?.text_body).toMatch(
      /Choose a new password: http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}$/,
    );
    expect(await resetLetters(t, 'nobody-at-all@example.com')).toEqual([]);
  });

  it("answers the demo account's address alike and e-mails no link for it", async () => {
    await signedUpUser(t, { email: DEMO_USER.email, password: DEMO_USER.password });
    const user = await signedUpUser(t);
    const demo = await askForLink(t, DEMO_USER.email, { ip: freshIp() });
    expect(demo.statusCode).toBe(202);
    expect(demo.json()).toEqual({ message: passwordMessages.linkSent });
    // Asked after the demo's: once its letter is written, the demo's would have been too.
    await askForLink(t, user.input.email, { ip: freshIp() });
    expect(await settledLetters(t, user.input.email, 1)).toHaveLength(1);
    expect(await resetLetters(t, DEMO_USER.email)).toEqual([]);
  });

  it('writes the letter in the language the link was asked in', async () => {
    const user = await signedUpUser(t);
    await askForLink(t, user.input.email, { ip: freshIp(), language: 'es-ES,es;q=0.9' });
    const [letter] = await settledLetters(t, user.input.email, 1);
    expect(letter?.language).toBe('es');
    expect(letter?.subject).toBe('Restablece tu contraseña de TableFor');
    expect(letter?.text_body).toContain('El enlace es válido durante 30 minutos');
    expect(letter?.html_body).toContain('>Elegir una contraseña nueva</a>');
  });

  it('keeps only the SHA-256 of a 256-bit token, for 30 minutes', async () => {
    const user = await signedUpUser(t);
    await askForLink(t, user.input.email, { ip: freshIp() });
    const token = await linkToken(t, user.input.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.db
      .select({
        hash: passwordResetTokens.token_hash,
        minutes: sql<number>`round(extract(epoch from ${passwordResetTokens.expires_at} - ${passwordResetTokens.created_at}) / 60)::int`,
      })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.user_id, user.id));
    expect(rows).toEqual([{ hash: createHash('sha256').update(token).digest('hex'), minutes: 30 }]);
  });

  it('answers before the letter is written', async () => {
    const user = await signedUpUser(t);
    let release = () => {};
    letterGate = new Promise((resolve) => (release = resolve));
    const queuedBefore = lettersQueued;
    try {
      // Nothing here may wait on the database: the held letter's transaction keeps PGlite's one
      // connection until it is released.
      const res = await askForLink(t, user.input.email, { ip: freshIp() });
      expect(res.statusCode).toBe(202);
      expect(lettersQueued).toBe(queuedBefore);
    } finally {
      release();
      letterGate = Promise.resolve();
    }
    expect(await settledLetters(t, user.input.email, 1)).toHaveLength(1);
    expect(lettersQueued).toBe(queuedBefore + 1);
  });

  it.each([
    ['an account', true],
    ['no account', false],
  ])('limits the links asked for an address with %s, arriving all at once', async (_, exists) => {
    const email = exists ? (await signedUpUser(t)).input.email : `nobody${++network}@example.com`;
    const answers = await allAtOnce(PER_EMAIL + 3, () => askForLink(t, email, { ip: freshIp() }));
    expect(answers.map((res) => [res.statusCode, res.body])).toEqual(
      Array(PER_EMAIL + 3).fill([202, JSON.stringify({ message: passwordMessages.linkSent })]),
    );
    expect(await counted(passwordResetKeys(email, '10.0.0.1')[1])).toBe(PER_EMAIL + 3);
    const expected = exists ? PER_EMAIL : 0;
    expect(await settledLetters(t, email, expected)).toHaveLength(expected);
  });

  it('limits the links asked from one client network, on any addresses', async () => {
    const users = await Promise.all(Array.from({ length: PER_IP + 2 }, () => signedUpUser(t)));
    const ip = freshIp();
    const answers = await allAtOnce(users.length, (i) =>
      askForLink(t, users[i]!.input.email, { ip }),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(users.length).fill(202));
    const everyLetter = async () =>
      (await Promise.all(users.map((user) => resetLetters(t, user.input.email)))).flat();
    expect(await settled(everyLetter, PER_IP)).toHaveLength(PER_IP);
    expect(await counted(passwordResetKeys('x@example.com', ip)[0])).toBe(PER_IP + 2);
  });

  it('refuses what is not an e-mail address', async () => {
    for (const payload of [{}, { email: 'not-an-address' }, { email: 42 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        `email: ${'email' in payload && payload.email === 'not-an-address' ? authMessages.emailInvalid : authMessages.emailRequired}`,
      ]);
    }
  });
});

describe('setting a new password with the link', () => {
  async function linkFor(user: { input: { email: string } }, count = 1) {
    await askForLink(t, user.input.email, { ip: freshIp() });
    return linkToken(t, user.input.email, count);
  }

  it('works once', async () => {
    const user = await signedUpUser(t);
    const token = await linkFor(user);
    expect((await confirmReset(t, token, 'brand-new-secret')).statusCode).toBe(204);
    expect((await login(user.input.email, 'brand-new-secret')).statusCode).toBe(200);
    expect((await login(user.input.email, user.input.password)).statusCode).toBe(401);
    const again = await confirmReset(t, token, 'another-new-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual(invalidLink);
    expect((await login(user.input.email, 'brand-new-secret')).statusCode).toBe(200);
  });

  it('is refused once expired', async () => {
    const user = await signedUpUser(t);
    const token = await linkFor(user);
    await t.db
      .update(passwordResetTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.user_id, user.id));
    const res = await confirmReset(t, token, 'brand-new-secret');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(invalidLink);
    expect((await login(user.input.email, user.input.password)).statusCode).toBe(200);
  });

  it('is voided by a newer link', async () => {
    const user = await signedUpUser(t);
    const older = await linkFor(user);
    const newer = await linkFor(user, 2);
    expect(newer).not.toBe(older);
    const res = await confirmReset(t, older, 'brand-new-secret');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(invalidLink);
    expect((await confirmReset(t, newer, 'brand-new-secret')).statusCode).toBe(204);
  });

  it('signs the account out everywhere', async () => {
    const user = await signedUpUser(t);
    const other = await login(user.input.email, user.input.password);
    const tokens = [user.token, other.json<{ access_token: string }>().access_token];
    expect((await confirmReset(t, await linkFor(user), 'brand-new-secret')).statusCode).toBe(204);
    for (const token of tokens) {
      const res = await t.app.inject({
        url: '/api/auth/',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const live = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(sql`${sessions.user_id} = ${user.id} and ${sessions.revoked_at} is null`);
    expect(live).toEqual([]);
  });

  it("forgets the account's wrong passwords, so its owner can sign in where it was attacked", async () => {
    const user = await signedUpUser(t);
    const attacked = freshIp();
    const wrong = await allAtOnce(PER_ACCOUNT_AND_IP, () =>
      login(user.input.email, 'wrong', attacked),
    );
    expect(wrong.map((res) => res.statusCode)).toEqual(Array(PER_ACCOUNT_AND_IP).fill(401));
    expect((await login(user.input.email, user.input.password, attacked)).statusCode).toBe(429);

    expect((await confirmReset(t, await linkFor(user), 'brand-new-secret')).statusCode).toBe(204);
    const keys = signInKeys(user.input.email, attacked);
    expect(await counted(keys.account)).toBe(0);
    expect(await counted(keys.accountAndSource)).toBe(0);
    // The source's own count of attempts, on any account, stays.
    expect(await counted(keys.source)).toBe(PER_ACCOUNT_AND_IP + 1);
    expect((await login(user.input.email, 'brand-new-secret', attacked)).statusCode).toBe(200);
  });

  it('sets one password when the link is used several times at once', async () => {
    const user = await signedUpUser(t);
    const token = await linkFor(user);
    const answers = await allAtOnce(5, (i) => confirmReset(t, token, `new-secret-${i}`));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.toSorted()).toEqual([204, 400, 400, 400, 400]);
    const winner = statuses.indexOf(204);
    expect((await login(user.input.email, `new-secret-${winner}`)).statusCode).toBe(200);
    for (const res of answers.filter((answer) => answer.statusCode === 400)) {
      expect(res.json().errors).toEqual(invalidLink);
    }
  });

  it("holds the new password to sign-up's rules, leaving the link unspent", async () => {
    const user = await signedUpUser(t);
    const token = await linkFor(user);
    const short = await confirmReset(t, token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([`password: ${authMessages.passwordTooShort}`]);
    expect((await confirmReset(t, token, 'x'.repeat(129))).json().errors).toEqual([
      `password: ${authMessages.passwordTooLong}`,
    ]);
    expect((await confirmReset(t, token, 'long-enough')).statusCode).toBe(204);
  });

  it.each(['', 'not-a-token', 'x'.repeat(129)])('refuses the token %j', async (token) => {
    const res = await confirmReset(t, token, 'brand-new-secret');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(invalidLink);
  });
});
