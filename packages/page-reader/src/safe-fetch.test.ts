import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolver } from './address-guard.ts';
import { CrawlFailure } from './crawl-failure.ts';
import { htmlPage, redirectTo, startTestSite, type TestSite } from './test-site.ts';
import { CRAWLER_USER_AGENT, createPageFetcher } from './safe-fetch.ts';

const PAGE = '<!doctype html><title>Casa Lumbre</title>';
let site: TestSite;
const headersSeen: Record<string, string | string[] | undefined>[] = [];
const lookups: string[] = [];

/** Every name resolves to the test site's loopback address, as a hostile DNS answer might. */
const loopbackResolver: Resolver = async (hostname) => {
  lookups.push(hostname);
  return [{ address: '127.0.0.1', family: 4 }];
};

beforeAll(async () => {
  site = await startTestSite({
    '/': (request, response) => {
      headersSeen.push(request.headers);
      htmlPage(PAGE)(request, response);
    },
    '/gzip': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      response.end(gzipSync(PAGE));
    },
    '/to-ftp': redirectTo('ftp://files.example/menu.pdf'),
    '/to-evil': redirectTo('http://evil.test/'),
  });
});
afterAll(() => site?.close());

const port = () => new URL(site.origin).port;
async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CrawlFailure);
  return (error as CrawlFailure).reason;
}

describe('createPageFetcher', () => {
  it('connects to the address it checked, and says who it is', async () => {
    const fetchPage = createPageFetcher({
      timeoutMs: 5_000,
      allowedOrigins: [`http://casa.test:${port()}`],
      resolve: loopbackResolver,
    });
    lookups.length = 0;
    const page = await fetchPage(`http://casa.test:${port()}/`);
    expect(page.body.toString()).toBe(PAGE);
    expect(page.url).toBe(`http://casa.test:${port()}/`);
    expect(lookups).toEqual(['casa.test']);
    expect(headersSeen.at(-1)).toMatchObject({
      'user-agent': CRAWLER_USER_AGENT,
      accept: expect.stringContaining('text/html'),
    });
  });

  it('refuses a name that resolves to a private address, before connecting', async () => {
    const fetchPage = createPageFetcher({ timeoutMs: 5_000, resolve: loopbackResolver });
    const before = site.hits.length;
    expect(await failureOf(fetchPage(`http://evil.test:${port()}/`))).toBe('unresolvable');
    expect(site.hits.length).toBe(before);
  });

  it('checks the name a redirect leads to', async () => {
    const fetchPage = createPageFetcher({
      timeoutMs: 5_000,
      allowedOrigins: [site.origin],
      resolve: loopbackResolver,
    });
    expect(await failureOf(fetchPage(site.url('/to-evil')))).toBe('unresolvable');
    expect(await failureOf(fetchPage(site.url('/to-ftp')))).toBe('failed');
  });

  it('calls a name that does not resolve unresolvable', async () => {
    const fetchPage = createPageFetcher({
      timeoutMs: 5_000,
      resolve: async () => {
        throw new CrawlFailure('unresolvable');
      },
    });
    expect(await failureOf(fetchPage('http://no-such-restaurant.test/'))).toBe('unresolvable');
  });

  it('decodes a compressed page', async () => {
    const fetchPage = createPageFetcher({ timeoutMs: 5_000, allowedOrigins: [site.origin] });
    expect((await fetchPage(site.url('/gzip'))).body.toString()).toBe(PAGE);
  });
});
