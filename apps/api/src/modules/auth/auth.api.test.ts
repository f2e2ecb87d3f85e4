import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@tablefor/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedUpUser, signupInput } from '../../test/factories.ts';
import { createTokenService } from './tokens.ts';

const DAY = 24 * 60 * 60 * 1000;
let clock = Date.now();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    tokens: createTokenService('test-secret-test-secret-test-secret-123', () => new Date(clock)),
  });
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/auth/', headers });

describe('POST /api/auth/signup', () => {
  it('creates the account and answers a token with the user', async () => {
    const input = signupInput({ email: 'New.Person@Example.com' });
    const res = await post('/api/auth/signup', input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.access_token).toEqual(expect.any(String));
    expect(body).toMatchObject({
      username: input.username,
      email: 'new.person@example.com',
      first_name: 'Dana',
      is_admin: false,
      saved_restaurants: [],
    });
    expect(body.user.id).toBe(body.id);
    expect(body).not.toHaveProperty('password_hash');
    expect(new Date(body.expires_at).getTime() - clock).toBeGreaterThan(6.9 * DAY);
  });

  it('answers every required-field message at once', async () => {
    const res = await post('/api/auth/signup', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      `username: ${authMessages.usernameRequired}`,
      `email: ${authMessages.emailRequired}`,
      `first_name: ${authMessages.firstNameRequired}`,
      `last_name: ${authMessages.lastNameRequired}`,
      `password: ${authMessages.passwordRequired}`,
    ]);
  });

  it.each([
    [{ username: 'u'.repeat(21) }, `username: ${authMessages.usernameTooLong}`],
    [{ email: 'not-an-address' }, `email: ${authMessages.emailInvalid}`],
    [{ first_name: 'f'.repeat(21) }, `first_name: ${authMessages.firstNameTooLong}`],
    [{ last_name: 'l'.repeat(21) }, `last_name: ${authMessages.lastNameTooLong}`],
    [{ password: 'short' }, `password: ${authMessages.passwordTooShort}`],
  ])('refuses %o', async (override, message) => {
    const res = await post('/api/auth/signup', signupInput(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([message]);
  });

  it('accepts names of exactly 20 characters', async () => {
    const res = await post(
      '/api/auth/signup',
      signupInput({
        username: `u${Date.now()}`.slice(0, 20).padEnd(20, 'x'),
        first_name: 'f'.repeat(20),
      }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('refuses a taken e-mail or username, whatever the case', async () => {
    const first = await signedUpUser(t);
    const sameEmail = await post(
      '/api/auth/signup',
      signupInput({ email: first.input.email.toUpperCase() }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().errors).toEqual([`email: ${authMessages.emailTaken}`]);
    const sameName = await post(
      '/api/auth/signup',
      signupInput({ username: first.input.username.toUpperCase() }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().errors).toEqual([`username: ${authMessages.usernameTaken}`]);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatch(/^body: /);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, in any e-mail case', async () => {
    const user = await signedUpUser(t);
    const res = await post('/api/auth/login', {
      email: user.input.email.toUpperCase(),
      password: user.input.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, access_token: expect.any(String) });
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const user = await signedUpUser(t);
    const wrong = await post('/api/auth/login', { email: user.input.email, password: 'nope-nope' });
    const unknown = await post('/api/auth/login', { email: 'ghost@example.com', password: 'x' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().errors).toEqual([`credentials: ${authMessages.invalidCredentials}`]);
    }
  });

  it('asks for both fields', async () => {
    const res = await post('/api/auth/login', { email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      `email: ${authMessages.emailRequired}`,
      `password: ${authMessages.loginPasswordRequired}`,
    ]);
  });
});

describe('tokens', () => {
  it('GET /api/auth/ answers the user for a valid token', async () => {
    const user = await signedUpUser(t);
    const res = await me(user.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, username: user.input.username });
  });

  it('refuses a missing, tampered or foreign-signed token with 401', async () => {
    const user = await signedUpUser(t);
    const [head, payload, signature] = user.token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', jti: 'x', exp: 9999999999 })).toString(
      'base64url',
    );
    const otherKey = await createTokenService('another-secret-another-secret-another-1').issue(
      user.id,
    );
    for (const headers of <Record<string, string>[]>[
      {},
      { authorization: `Bearer ${head}.${forged}.${signature}` },
      { authorization: `Bearer ${head}.${payload}.${signature}x` },
      { authorization: `Bearer ${otherKey.token}` },
      { authorization: 'Basic abc' },
    ]) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().errors).toEqual(['auth: Unauthorized']);
    }
  });

  it('expires after 7 days; refresh then rotates the token and revokes the old one', async () => {
    const user = await signedUpUser(t);
    clock += 7 * DAY + 60_000;
    try {
      expect((await me(user.headers)).statusCode).toBe(401);
      const refreshed = await post('/api/auth/refresh', undefined, user.headers);
      expect(refreshed.statusCode).toBe(200);
      const fresh = { authorization: `Bearer ${refreshed.json().access_token}` };
      expect((await me(fresh)).statusCode).toBe(200);
      const again = await post('/api/auth/refresh', undefined, user.headers);
      expect(again.statusCode).toBe(401);
      expect(again.json().errors).toEqual([`auth: ${authMessages.sessionExpired}`]);
    } finally {
      clock = Date.now();
    }
  });

  it('logout revokes the token on the server', async () => {
    const user = await signedUpUser(t);
    const res = await post('/api/auth/logout', undefined, user.headers);
    expect(res.statusCode).toBe(204);
    expect((await me(user.headers)).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', undefined, user.headers)).statusCode).toBe(401);
    expect((await post('/api/auth/logout', undefined, user.headers)).statusCode).toBe(401);
  });
});
