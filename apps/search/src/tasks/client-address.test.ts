/**
 * The per-client task limit counts by the address the service believes: X-Forwarded-For only from
 * the proxies SEARCH_TRUST_PROXY names (the API's forwarder), never from anyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchTestApp, type SearchTestApp } from '../test/search-test-app.ts';

const LIMIT = 2;
const apps: SearchTestApp[] = [];
async function appWith(env: Record<string, string>) {
  const t = await createSearchTestApp({
    env: { SEARCH_RATE_LIMIT_PER_MINUTE: String(LIMIT), ...env },
    runWorker: false,
  });
  apps.push(t);
  return t;
}
afterAll(() => Promise.all(apps.map((t) => t.close())));

let clients = 0;
const newClient = () => `198.51.100.${++clients}`;

/** One more task request than the limit from `remoteAddress`, each naming a new client. */
async function statuses(t: SearchTestApp, remoteAddress: string) {
  const answers: number[] = [];
  for (let attempt = 0; attempt <= LIMIT; attempt++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/search/topic',
      payload: {},
      remoteAddress,
      headers: { 'x-forwarded-for': newClient() },
    });
    answers.push(res.statusCode);
  }
  return answers;
}

describe('SEARCH_TRUST_PROXY unset', () => {
  it('believes no one: a local caller naming new clients is still one client', async () => {
    const t = await appWith({});
    expect(await statuses(t, '127.0.0.1')).toEqual([422, 422, 429]);
  });
});

describe('SEARCH_TRUST_PROXY=loopback (the API on this machine, as npm start runs it)', () => {
  let t: SearchTestApp;
  beforeAll(async () => {
    t = await appWith({ SEARCH_TRUST_PROXY: 'loopback' });
  });

  it('counts the clients the forwarder names apart', async () => {
    expect(await statuses(t, '127.0.0.1')).toEqual([422, 422, 422]);
    expect(await statuses(t, '::1')).toEqual([422, 422, 422]);
  });

  it('ignores the header from any other caller', async () => {
    expect(await statuses(t, '203.0.113.5')).toEqual([422, 422, 429]);
  });
});
