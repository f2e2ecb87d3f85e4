/**
 * Fetches one web page for the crawl without letting it reach this server's own network: http(s)
 * only, every hop's address checked after DNS and connected to as checked, redirects followed by
 * hand, one deadline for the whole fetch, a size cap while streaming, HTML only.
 */
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { CRAWL_MAX_BYTES, CRAWL_MAX_REDIRECTS } from '@tablefor/shared';
import {
  guardedLookup,
  isPublicAddress,
  literalAddressOf,
  systemResolver,
  type Resolver,
} from './address-guard.ts';
import { CrawlFailure } from './crawl-failure.ts';
import { readPageBody } from './read-page-body.ts';

export const CRAWLER_USER_AGENT = 'TableForBot/1.0 (+listing import)';
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export type FetchedPage = { url: string; contentType: string; body: Buffer };
/** Reads the page at a URL; every failure is a CrawlFailure. */
export type PageFetcher = (url: string) => Promise<FetchedPage>;

export type PageFetcherOptions = {
  timeoutMs: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Exact origins that may be fetched though they are local or private (tests only). */
  allowedOrigins?: readonly string[];
  resolve?: Resolver;
};

export function createPageFetcher({
  timeoutMs,
  maxBytes = CRAWL_MAX_BYTES,
  maxRedirects = CRAWL_MAX_REDIRECTS,
  allowedOrigins = [],
  resolve = systemResolver,
}: PageFetcherOptions): PageFetcher {
  /** One GET of one URL, connected only to an address the guard accepted. */
  function request(url: URL, signal: AbortSignal): Promise<IncomingMessage> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CrawlFailure('failed');
    const trusted = allowedOrigins.includes(url.origin);
    const isAllowed = trusted ? () => true : isPublicAddress;
    const literal = literalAddressOf(url.hostname);
    if (literal !== null && !isAllowed(literal)) throw new CrawlFailure('blockedAddress');
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolveAnswer, reject) => {
      const outgoing = client.request(url, {
        headers: {
          'user-agent': CRAWLER_USER_AGENT,
          accept: 'text/html,application/xhtml+xml;q=0.9',
          'accept-encoding': 'gzip, deflate, br',
        },
        agent: false,
        lookup: guardedLookup(resolve, isAllowed),
        signal,
      });
      outgoing.on('response', resolveAnswer);
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  async function read(start: URL, signal: AbortSignal): Promise<FetchedPage> {
    const visited = new Set<string>();
    let url = start;
    for (;;) {
      visited.add(url.href);
      const answer = await request(url, signal);
      try {
        const status = answer.statusCode ?? 0;
        const location = answer.headers.location;
        if (REDIRECT_STATUSES.has(status) && location) {
          const next = URL.canParse(location, url.href) ? new URL(location, url) : null;
          if (!next) throw new CrawlFailure('failed');
          if (visited.size > maxRedirects || visited.has(next.href)) {
            throw new CrawlFailure('tooManyRedirects', { max: maxRedirects });
          }
          url = next;
          continue;
        }
        if (status < 200 || status > 299) throw new CrawlFailure('httpStatus', { status });
        const contentType = answer.headers['content-type'] ?? '';
        const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
        if (!HTML_TYPES.has(mediaType)) throw new CrawlFailure('notHtml');
        return { url: url.href, contentType, body: await readPageBody(answer, maxBytes) };
      } finally {
        answer.destroy();
      }
    }
  }

  return async (address) => {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      return await read(new URL(address), signal);
    } catch (error) {
      if (signal.aborted) throw new CrawlFailure('timeout', { seconds: timeoutMs / 1000 });
      if (error instanceof CrawlFailure) throw error;
      throw new CrawlFailure('failed');
    }
  };
}
