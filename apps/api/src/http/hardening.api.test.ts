/**
 * What an outside client probing the API meets: security headers on every answer, no
 * cross-origin access granted, and tokens accepted only as the server signs them (HS256).
 * (Rate limits answer 429 with Retry-After: login-rate-limit.api.test.ts; a 500 carries no stack:
 * server-kit's errors.test.ts.)
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signedUpUser } from '../test/factories.ts';

let t: TestApp;
let user: Awaited<ReturnType<typeof signedUpUser>>;
beforeAll(async () => {
  t = await createTestApp();
  user = await signedUpUser(t);
});
afterAll(() => t.close());

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims of the user's own token, re-signed (or not) another way. */
function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

describe('security headers', () => {
  it.each(['/api/health', '/api/restaurants/999999', '/api/no-such-route'])(
    '%s carries them',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['x-powered-by']).toBeUndefined();
    },
  );
});

describe('cross-origin requests', () => {
  it('are granted nothing: no Access-Control-Allow-Origin for another site', async () => {
    const res = await t.app.inject({
      url: '/api/auth/',
      headers: { origin: 'https://evil.example', ...user.headers },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('find no preflight to pass', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/logout',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toHaveLength(1);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('tokens', () => {
  const me = (token: string) =>
    t.app.inject({ url: '/api/auth/', headers: { authorization: `Bearer ${token}` } });

  it('are accepted as the server signs them', async () => {
    expect((await me(user.token)).statusCode).toBe(200);
  });

  it('are refused unsigned (alg none)', async () => {
    const forged = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claimsOf(user.token))}.`;
    const res = await me(forged);
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toHaveLength(1);
  });

  it('are refused signed with the right secret but another algorithm', async () => {
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const forged = await new SignJWT(claimsOf(user.token))
      .setProtectedHeader({ alg: 'HS512', typ: 'JWT' })
      .sign(key);
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('are refused with a changed subject', async () => {
    const [header, , signature] = user.token.split('.');
    const claims = { ...claimsOf(user.token), sub: String(user.id + 1) };
    expect((await me(`${header}.${base64url(claims)}.${signature}`)).statusCode).toBe(401);
  });
});
