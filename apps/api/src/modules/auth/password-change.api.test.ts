import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, DEMO_USER, passwordMessages } from '@tablefor/shared';
import { signedUpUser } from '../../test/factories.ts';
import { allAtOnce } from '../../test/race-checks.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { askForLink, confirmReset, linkToken } from './password-reset-test-helpers.ts';

const LIMIT = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT_PER_ACCOUNT: String(LIMIT) } });
});
afterAll(() => t.close());

type Diner = Awaited<ReturnType<typeof signedUpUser>>;

const change = (token: string, current_password: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password',
    headers: { authorization: `Bearer ${token}` },
    payload: { current_password, password },
  });

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const me = (token: string) =>
  t.app.inject({ url: '/api/auth/', headers: { authorization: `Bearer ${token}` } });

const currentWrong = [`current_password: ${passwordMessages.currentWrong}`];

async function secondSession(diner: Diner) {
  const res = await login(diner.input.email, diner.input.password);
  return res.json<{ access_token: string }>().access_token;
}

describe('changing the password while signed in', () => {
  it('keeps this session and signs out every other', async () => {
    const diner = await signedUpUser(t);
    const other = await secondSession(diner);
    expect((await change(diner.token, diner.input.password, 'brand-new-secret')).statusCode).toBe(
      204,
    );
    expect((await me(diner.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(diner.input.email, 'brand-new-secret')).statusCode).toBe(200);
    expect((await login(diner.input.email, diner.input.password)).statusCode).toBe(401);
  });

  it('needs the current password', async () => {
    const diner = await signedUpUser(t);
    const other = await secondSession(diner);
    const res = await change(diner.token, 'not-the-password', 'brand-new-secret');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(currentWrong);
    const missing = await change(diner.token, '', 'brand-new-secret');
    expect(missing.json().errors).toEqual([
      `current_password: ${passwordMessages.currentRequired}`,
    ]);
    expect((await me(other)).statusCode).toBe(200);
    expect((await login(diner.input.email, diner.input.password)).statusCode).toBe(200);
  });

  it("holds the new password to sign-up's rules", async () => {
    const diner = await signedUpUser(t);
    const res = await change(diner.token, diner.input.password, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([`password: ${authMessages.passwordTooShort}`]);
  });

  it('limits wrong current passwords, all at once', async () => {
    const diner = await signedUpUser(t);
    const answers = await allAtOnce(LIMIT + 2, () => change(diner.token, 'wrong', 'new-secret-1'));
    expect(answers.map((res) => res.statusCode).toSorted()).toEqual([
      ...Array(LIMIT).fill(400),
      ...Array(2).fill(429),
    ]);
    const right = await change(diner.token, diner.input.password, 'new-secret-1');
    expect(right.statusCode).toBe(429);
    expect(right.json().errors).toEqual([`current_password: ${passwordMessages.tooManyChanges}`]);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('takes one of several changes sent at once from the same password', async () => {
    const diner = await signedUpUser(t);
    const answers = await allAtOnce(3, (i) =>
      change(diner.token, diner.input.password, `new-secret-${i}`),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.toSorted()).toEqual([204, 400, 400]);
    const winner = statuses.indexOf(204);
    expect((await login(diner.input.email, `new-secret-${winner}`)).statusCode).toBe(200);
  });

  it('voids a reset link asked for before', async () => {
    const diner = await signedUpUser(t);
    await askForLink(t, diner.input.email);
    const token = await linkToken(t, diner.input.email);
    expect((await change(diner.token, diner.input.password, 'brand-new-secret')).statusCode).toBe(
      204,
    );
    const res = await confirmReset(t, token, 'attackers-secret');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([`token: ${passwordMessages.linkInvalid}`]);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { current_password: 'x', password: 'brand-new-secret' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("the demo account's password", () => {
  it('is not changed by whoever signed in as the demo', async () => {
    const demo = await signedUpUser(t, { email: DEMO_USER.email, password: DEMO_USER.password });
    const res = await change(demo.token, DEMO_USER.password, 'taken-from-everyone');
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([`password: ${passwordMessages.demoAccount}`]);
    expect((await login(DEMO_USER.email, DEMO_USER.password)).statusCode).toBe(200);
  });
});
