import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlCodes, messageText } from '@tablefor/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  htmlDocument,
  htmlPage,
  redirectTo,
  startTestSite,
  type SitePage,
  type TestSite,
} from '@tablefor/page-reader/test-site';

const restaurantPage = htmlPage(
  htmlDocument(
    '<title>Casa Lumbre</title><meta name="description" content="Oaxacan cooking.">',
    '<p>Phone: (323) 555-0187</p>',
  ),
);
const FIVE_MB = 5 * 1024 * 1024;
const hugeDeclared: SitePage = (_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html', 'content-length': FIVE_MB });
  response.end('x'.repeat(FIVE_MB));
};
const hugeStreamed: SitePage = (_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html' });
  const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
  const write = (left: number) => {
    if (left <= 0 || response.destroyed) return response.end();
    response.write(chunk, () => write(left - chunk.length));
  };
  write(FIVE_MB);
};
const slowHeaders: SitePage = (_request, response) => {
  setTimeout(() => restaurantPage(_request, response), 3_000).unref();
};
const slowBody: SitePage = (_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html' });
  response.write('<!doctype html><title>Casa');
  setTimeout(() => response.end('</title>'), 3_000).unref();
};

let site: TestSite;
let other: TestSite;
let t: TestApp;
let slow: TestApp;

beforeAll(async () => {
  other = await startTestSite({ '/': restaurantPage });
  site = await startTestSite({
    '/ok': restaurantPage,
    '/loop-a': redirectTo('/loop-b'),
    '/loop-b': redirectTo('/loop-a'),
    '/hop-1': redirectTo('/hop-2', 301),
    '/hop-2': redirectTo('/hop-3', 307),
    '/hop-3': redirectTo('/ok', 308),
    '/hop-0': redirectTo('/hop-1'),
    '/to-other-port': redirectTo(`${other.origin}/`),
    '/to-metadata': redirectTo('http://169.254.169.254/latest/meta-data/'),
    '/to-localhost': redirectTo(`http://localhost:${new URL(other.origin).port}/`),
    '/to-nowhere': redirectTo('http://no-such-restaurant.invalid/'),
    '/huge-declared': hugeDeclared,
    '/huge-streamed': hugeStreamed,
    '/json': htmlPage('{"name":"Casa Lumbre"}', 'application/json'),
    '/slow-headers': slowHeaders,
    '/slow-body': slowBody,
  });
  t = await createTestApp({
    env: { CRAWL_ALLOWED_ORIGINS: site.origin, CRAWL_RATE_LIMIT_PER_MINUTE: '1000' },
  });
  slow = await createTestApp({
    env: { CRAWL_ALLOWED_ORIGINS: site.origin, CRAWL_TIMEOUT_MS: '300' },
  });
});
afterAll(async () => {
  await t?.close();
  await slow?.close();
  await site?.close();
  await other?.close();
});

const crawl = (url: string, app = t) =>
  app.app.inject({ method: 'POST', url: '/api/crawl', payload: { url } });

type Reason = keyof typeof crawlCodes;
function expectFailure(
  res: Awaited<ReturnType<typeof crawl>>,
  status: number,
  reason: Reason,
  params?: Record<string, number>,
) {
  expect(res.statusCode).toBe(status);
  const code = crawlCodes[reason];
  expect(res.json()).toEqual({
    errors: [`url: ${messageText(code, params)}`],
    details: [params ? { field: 'url', code, params } : { field: 'url', code }],
  });
}

describe('POST /api/crawl when the site fails', () => {
  it('follows up to three redirects and reports the final address', async () => {
    const res = await crawl(site.url('/hop-1'));
    expect(res.statusCode).toBe(200);
    expect(res.json().result.source_url).toBe(site.url('/ok'));
    expect(res.json().result.phone).toBe('(323) 555-0187');
  });

  it('refuses a fourth redirect and a loop', async () => {
    expectFailure(await crawl(site.url('/hop-0')), 422, 'tooManyRedirects', { max: 3 });
    expectFailure(await crawl(site.url('/loop-a')), 422, 'tooManyRedirects', { max: 3 });
  });

  it('answers the status of a page that is not there', async () => {
    expectFailure(await crawl(site.url('/nowhere')), 422, 'httpStatus', { status: 404 });
  });

  it('refuses redirects into local and private addresses without connecting to them', async () => {
    expectFailure(await crawl(site.url('/to-other-port')), 400, 'blockedAddress');
    expectFailure(await crawl(site.url('/to-metadata')), 400, 'blockedAddress');
    // A name is answered as one that does not resolve, so no one learns which internal names exist.
    expectFailure(await crawl(site.url('/to-localhost')), 422, 'unresolvable');
    expectFailure(await crawl(site.url('/to-nowhere')), 422, 'unresolvable');
    expect(other.hits).toEqual([]);
  });

  it('refuses a page larger than 2 MB, declared or streamed', async () => {
    expectFailure(await crawl(site.url('/huge-declared')), 422, 'tooLarge', { max: 2 });
    expectFailure(await crawl(site.url('/huge-streamed')), 422, 'tooLarge', { max: 2 });
  });

  it('refuses an answer that is not a web page', async () => {
    expectFailure(await crawl(site.url('/json')), 422, 'notHtml');
  });

  it('gives up on a site slower than the timeout', async () => {
    expectFailure(await crawl(site.url('/slow-headers'), slow), 422, 'timeout', { seconds: 0.3 });
    expectFailure(await crawl(site.url('/slow-body'), slow), 422, 'timeout', { seconds: 0.3 });
  });
});
