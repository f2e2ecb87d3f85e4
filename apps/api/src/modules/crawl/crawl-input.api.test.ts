import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlMessages } from '@tablefor/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const LIMIT = 3;
let t: TestApp;
let nextClient = 1;

beforeAll(async () => {
  // No origin is allowed here: every local or private address is refused.
  t = await createTestApp({ env: { CRAWL_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
});
afterAll(() => t?.close());

/** Each call from its own client address, so the per-IP limit only counts where a test means it. */
const crawl = (payload: unknown, remoteAddress = `198.51.100.${nextClient++}`) =>
  t.app.inject({ method: 'POST', url: '/api/crawl', payload: payload as object, remoteAddress });

describe('POST /api/crawl input', () => {
  it.each([
    'ftp://example.com/menu',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'not a url',
    '',
    'http://user:secret@example.com/',
  ])('answers 400 for %j', async (url) => {
    const res = await crawl({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([`url: ${crawlMessages.urlInvalid}`]);
  });

  it('answers 400 without a url', async () => {
    const res = await crawl({ instruction: 'the trattoria' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['url: Please enter a valid URL']);
    expect(res.json().details).toEqual([{ field: 'url', code: 'crawl.urlRequired' }]);
  });

  it.each([
    'http://10.0.0.1/',
    'http://127.1/',
    'http://[::1]:8080/',
    'http://0x7f000001/',
    'http://169.254.169.254/latest/meta-data/',
    'https://[::ffff:127.0.0.1]/',
    'http://0.0.0.0/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://[::127.0.0.1]/',
    'http://[::a9fe:a9fe]/',
    'http://[64:ff9b::a00:1]/',
    'http://[2002:c0a8:101::1]/',
  ])('refuses %s as a private or local address', async (url) => {
    const res = await crawl({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [`url: ${crawlMessages.blockedAddress}`],
      details: [{ field: 'url', code: 'crawl.blockedAddress' }],
    });
  });

  it('answers a name of a local address as it answers a name that does not resolve', async () => {
    const unresolvable = {
      errors: [`url: ${crawlMessages.unresolvable}`],
      details: [{ field: 'url', code: 'crawl.unresolvable' }],
    };
    for (const url of ['http://localhost/', 'http://no-such-restaurant.invalid/']) {
      const res = await crawl({ url });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 422,
        body: unresolvable,
      });
    }
  });

  it(`allows ${LIMIT} requests a minute per IP, then answers 429`, async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await crawl({ url: 'http://127.1/' }, ip)).statusCode).toBe(400);
    }
    const res = await crawl({ url: 'http://127.1/' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().details[0].code).toBe('common.rateLimited');
    expect((await crawl({ url: 'http://127.1/' })).statusCode).toBe(400);
  });

  it('is documented for /api/docs', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json();
    expect(doc.paths['/api/crawl'].post.tags).toEqual(['crawl']);
    expect(doc.paths['/api/crawl'].post.security).toBeUndefined();
  });
});
