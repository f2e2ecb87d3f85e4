import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { authMessages } from '@tablefor/shared';
import { authAttempts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedUpAdmin, signedUpUser } from '../../test/factories.ts';
import { allAtOnce } from '../../test/race-checks.ts';
import { verifyPassword } from './passwords.ts';
import { signInKeys } from './sign-in-limits.ts';

// Counts the passwords checked, whichever route checks them.
vi.mock('./passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./passwords.ts')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const passwordsChecked = () => vi.mocked(verifyPassword).mock.calls.length;

const PER_ACCOUNT_AND_IP = 10;
const PER_ACCOUNT_ALL_IPS = 20;
const WINDOW_SECONDS = 900;
const SLOT_SECONDS = WINDOW_SECONDS / PER_ACCOUNT_ALL_IPS;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      LOGIN_RATE_LIMIT_PER_IP: '30',
      LOGIN_RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT_AND_IP),
      LOGIN_RATE_LIMIT_PER_ACCOUNT_ALL_IPS: String(PER_ACCOUNT_ALL_IPS),
      LOGIN_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
    },
  });
});
afterAll(() => t.close());
beforeEach(() => vi.mocked(verifyPassword).mockClear());

const login = (email: string, password: string, ip: string, url = '/api/auth/login') =>
  t.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress: ip });

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((res) => res.statusCode).sort((a, b) => a - b);

const tooMany = `auth: ${authMessages.tooManyAttempts}`;

async function counted(key: string) {
  const [row] = await t.db
    .select({ count: authAttempts.count })
    .from(authAttempts)
    .where(eq(authAttempts.key, key));
  return row?.count ?? 0;
}

describe('wrong passwords arriving all at once', () => {
  it.each([15, 25])('checks exactly the limit of %i from one address', async (count) => {
    const user = await signedUpUser(t);
    const ip = `10.1.${count}.1`;
    const answers = await allAtOnce(count, () => login(user.input.email, 'wrong', ip));
    expect(passwordsChecked()).toBe(PER_ACCOUNT_AND_IP);
    expect(statuses(answers)).toEqual([
      ...Array(PER_ACCOUNT_AND_IP).fill(401),
      ...Array(count - PER_ACCOUNT_AND_IP).fill(429),
    ]);
    const refused = answers.filter((res) => res.statusCode === 429);
    for (const res of refused) expect(res.json().errors).toEqual([tooMany]);
    const keys = signInKeys(user.input.email, ip);
    expect(await counted(keys.accountAndSource)).toBe(PER_ACCOUNT_AND_IP);
    expect(await counted(keys.account)).toBe(PER_ACCOUNT_AND_IP);
    expect(await counted(keys.source)).toBe(count);
    const right = await login(user.input.email, user.input.password, ip);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(WINDOW_SECONDS - 60);
  });

  it('checks exactly the account cap from addresses that each try once', async () => {
    const user = await signedUpUser(t);
    expect((await login(user.input.email, user.input.password, '10.2.1.1')).statusCode).toBe(200);
    vi.mocked(verifyPassword).mockClear();

    const count = PER_ACCOUNT_ALL_IPS + 10;
    const answers = await allAtOnce(count, (i) => login(user.input.email, 'wrong', `10.2.0.${i}`));
    // The cap, and the one check of the first slot beyond it.
    expect(passwordsChecked()).toBe(PER_ACCOUNT_ALL_IPS + 1);
    expect(statuses(answers)).toEqual([
      ...Array(PER_ACCOUNT_ALL_IPS + 1).fill(401),
      ...Array(count - PER_ACCOUNT_ALL_IPS - 1).fill(429),
    ]);
    for (const res of answers.filter((answer) => answer.statusCode === 429)) {
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(SLOT_SECONDS);
    }
    const keys = signInKeys(user.input.email, '10.2.2.1');
    expect(await counted(keys.account)).toBe(PER_ACCOUNT_ALL_IPS + 1);

    // The address the owner signed in from passes; a new one waits for the next slot.
    expect((await login(user.input.email, user.input.password, '10.2.1.1')).statusCode).toBe(200);
    const waiting = await login(user.input.email, user.input.password, '10.2.2.1');
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(SLOT_SECONDS);
    await t.db
      .update(authAttempts)
      .set({ window_start: sql`now() - interval '1 hour'` })
      .where(eq(authAttempts.key, keys.accountSlot));
    expect((await login(user.input.email, user.input.password, '10.2.2.1')).statusCode).toBe(200);
    expect(await counted(keys.account)).toBe(PER_ACCOUNT_ALL_IPS + 1);
  });

  it('counts only the wrong passwords checked when right and wrong ones race', async () => {
    const user = await signedUpUser(t);
    const answers = await allAtOnce(24, (i) =>
      login(user.input.email, i % 3 === 0 ? user.input.password : 'wrong', `10.9.0.${i % 2}`),
    );
    expect(answers.filter((res) => ![200, 401, 429].includes(res.statusCode))).toEqual([]);
    // Refused attempts and right passwords were taken back: only the wrong ones checked remain.
    const failures = answers.filter((res) => res.statusCode === 401).length;
    expect(failures).toBe(
      passwordsChecked() - answers.filter((res) => res.statusCode === 200).length,
    );
    expect(await counted(signInKeys(user.input.email, '10.9.0.0').account)).toBe(failures);
  });

  it('counts an IPv6 network as one address', async () => {
    const user = await signedUpUser(t);
    const wrong = await allAtOnce(PER_ACCOUNT_AND_IP + 5, (i) =>
      login(user.input.email, 'wrong', `2001:db8:0:7::${i + 1}`),
    );
    expect(passwordsChecked()).toBe(PER_ACCOUNT_AND_IP);
    expect(statuses(wrong).filter((status) => status === 401)).toHaveLength(PER_ACCOUNT_AND_IP);
    expect(
      (await login(user.input.email, user.input.password, '2001:db8:0:7::99')).statusCode,
    ).toBe(429);
    expect((await login(user.input.email, user.input.password, '2001:db8:0:8::1')).statusCode).toBe(
      200,
    );
  });

  it('counts an unknown account like a real one', async () => {
    const answers = await allAtOnce(PER_ACCOUNT_AND_IP + 5, () =>
      login('nobody-here@example.com', 'wrong', '10.8.0.1'),
    );
    expect(statuses(answers)).toEqual([
      ...Array(PER_ACCOUNT_AND_IP).fill(401),
      ...Array(5).fill(429),
    ]);
  });
});

describe.each([
  { who: 'a diner', url: '/api/auth/login', signUp: signedUpUser },
  { who: 'an administrator', url: '/api/admin/login', signUp: signedUpAdmin },
])('wrong passwords from elsewhere do not lock out $who', ({ url, signUp }) => {
  it('ten wrong passwords from one other address', async () => {
    const owner = await signUp(t);
    const wrong = await allAtOnce(10, () => login(owner.input.email, 'wrong', '10.3.0.1', url));
    expect(statuses(wrong)).toEqual(Array(10).fill(401));
    expect((await login(owner.input.email, 'wrong', '10.3.0.1', url)).statusCode).toBe(429);
    expect((await login(owner.input.email, owner.input.password, '10.3.0.2', url)).statusCode).toBe(
      200,
    );
  });

  it('ten wrong passwords from ten other addresses', async () => {
    const owner = await signUp(t);
    const wrong = await allAtOnce(10, (i) => login(owner.input.email, 'wrong', `10.4.0.${i}`, url));
    expect(statuses(wrong)).toEqual(Array(10).fill(401));
    expect((await login(owner.input.email, owner.input.password, '10.4.1.1', url)).statusCode).toBe(
      200,
    );
  });
});

describe('sign-in rate limits', () => {
  it('a success clears the failures of its address', async () => {
    const user = await signedUpUser(t);
    for (let round = 0; round < 2; round++) {
      const wrong = await allAtOnce(PER_ACCOUNT_AND_IP - 1, () =>
        login(user.input.email, 'wrong', '10.5.0.1'),
      );
      expect(statuses(wrong)).toEqual(Array(PER_ACCOUNT_AND_IP - 1).fill(401));
      expect((await login(user.input.email, user.input.password, '10.5.0.1')).statusCode).toBe(200);
    }
  });

  it('limits every attempt from one IP', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) {
      answers.push((await login(`nobody${i}@example.com`, 'x', '10.6.0.1')).statusCode);
    }
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(answers[30]).toBe(429);
    expect((await login('nobody@example.com', 'x', '10.6.0.2')).statusCode).toBe(401);
  });
});
