/**
 * The client's address, which every per-IP limit counts by, comes from X-Forwarded-For only when
 * the request arrives from a proxy TRUST_PROXY names: in production too, a client that writes the
 * header itself is still counted by its own address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  PUBLIC_URL: 'https://tablefor.example',
};
const LIMIT = 2;
const LIMITS = {
  LOGIN_RATE_LIMIT_PER_IP: String(LIMIT),
  SIGNUP_RATE_LIMIT_PER_HOUR: String(LIMIT),
  CRAWL_RATE_LIMIT_PER_MINUTE: String(LIMIT),
  BOOKING_RATE_LIMIT_PER_MINUTE: String(LIMIT),
  CONTACT_RATE_LIMIT_PER_HOUR: String(LIMIT),
  CLAIM_CODE_RATE_LIMIT_PER_MINUTE: String(LIMIT),
  GEOCODING_RATE_LIMIT_PER_MINUTE: String(LIMIT),
};

/** Every route with a per-IP limit; an empty body is refused after the limit has counted it. */
const LIMITED = [
  { route: 'sign-in', url: '/api/auth/login', payload: { email: 'a@b.example', password: 'x' } },
  {
    route: 'administrator sign-in',
    url: '/api/admin/login',
    payload: { email: 'a@b.example', password: 'x' },
  },
  { route: 'sign-up', url: '/api/auth/signup', payload: {} },
  { route: 'administrator sign-up', url: '/api/admin/signup', payload: {} },
  { route: 'crawl', url: '/api/crawl', payload: {} },
  { route: 'booking', url: '/api/restaurants/1/reservations', payload: {} },
  { route: 'contact', url: '/api/business/contact', payload: {} },
  { route: 'claim code', url: '/api/claim/send-verification-code', payload: {} },
  { route: 'geocoding', url: '/api/geocoding/geocode', payload: {} },
];

const apps: TestApp[] = [];
async function appWith(env: Record<string, string>) {
  const t = await createTestApp({ env: { ...PRODUCTION, ...LIMITS, ...env } });
  apps.push(t);
  return t;
}
afterAll(() => Promise.all(apps.map((t) => t.close())));

/** One more request than the limit, from `remoteAddress`, each naming the client it is given. */
async function statusesOf(
  t: TestApp,
  { url, payload }: (typeof LIMITED)[number],
  remoteAddress: string,
  forwardedFor: () => string,
) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= LIMIT; attempt++) {
    const forwarded = forwardedFor();
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress,
      headers: { 'x-forwarded-for': forwarded },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

const limited = (statuses: number[]) => statuses.at(-1) === 429;
let addresses = 0;
/** A client address no request has named yet (both sign-ins count one address together). */
const rotating = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

describe('TRUST_PROXY unset (in production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({});
  });

  it.each(LIMITED)('a client rotating X-Forwarded-For is still limited: $route', async (route) => {
    expect(limited(await statusesOf(t, route, '203.0.113.10', rotating))).toBe(true);
  });

  it('25 sign-ins with rotating X-Forwarded-For values meet 429 after the limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `nobody${attempt}@example.com`, password: 'wrong' },
        remoteAddress: '203.0.113.11',
        headers: { 'x-forwarded-for': rotating() },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(401), ...Array(25 - LIMIT).fill(429)]);
  });
});

describe('TRUST_PROXY=1: the one proxy in front appends the address it saw', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ TRUST_PROXY: '1' });
  });

  it.each(LIMITED)('counts each client apart: $route', async (route) => {
    expect(await statusesOf(t, route, '10.0.0.2', rotating)).not.toContain(429);
  });

  it.each(LIMITED)(
    'believes only the address the proxy appended, not what the client wrote: $route',
    async (route) => {
      const seen = rotating();
      const forged = () => `${rotating()}, ${seen}`;
      expect(limited(await statusesOf(t, route, '10.0.0.2', forged))).toBe(true);
    },
  );
});

describe('TRUST_PROXY names addresses: only those proxies are believed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' });
  });

  it.each(LIMITED)('believes a request through a named proxy: $route', async (route) => {
    for (const proxy of ['10.20.30.40', '192.168.1.5']) {
      expect(await statusesOf(t, route, proxy, rotating)).not.toContain(429);
    }
  });

  it.each(LIMITED)('ignores the header from anyone else: $route', async (route) => {
    expect(limited(await statusesOf(t, route, '192.168.1.6', rotating))).toBe(true);
  });
});
