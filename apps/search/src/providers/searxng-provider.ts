/**
 * Web search through a SearxNG instance (SEARXNG_URL, its JSON API): each result page is read
 * with the page reader's guarded fetch and extraction, and kept when it states a restaurant. A
 * page that cannot be read is skipped; SearxNG itself failing fails the task's attempt.
 */
import {
  createPageFetcher,
  extractRestaurant,
  statesRestaurantInformation,
  type PageFetcher,
} from '@tablefor/page-reader';
import { z } from 'zod';
import type { Candidate, Provider, ProviderQuery } from '../engine/types.ts';
import { candidateOfPage } from './crawl-candidate.ts';
import { fetchJson } from './fetch-json.ts';

const searxAnswerSchema = z.object({
  results: z.array(
    z.object({ url: z.string(), title: z.string().default(''), content: z.string().default('') }),
  ),
});
type SearxResult = z.infer<typeof searxAnswerSchema>['results'][number];

const isWebPage = (url: string) => /^https?:\/\//i.test(url) && URL.canParse(url);

async function readResult(
  fetchPage: PageFetcher,
  result: SearxResult,
  query: ProviderQuery,
): Promise<Candidate | null> {
  try {
    const extraction = extractRestaurant(await fetchPage(result.url), query.name ?? query.text);
    if (!statesRestaurantInformation(extraction)) return null;
    return candidateOfPage(extraction.result, result.title);
  } catch {
    // One page that cannot be read (down, too big, not HTML, a private address) is one result fewer.
    return null;
  }
}

export function createSearxngProvider({
  url,
  timeoutMs,
  allowedOrigins,
}: {
  url: string;
  timeoutMs: number;
  allowedOrigins: readonly string[];
}): Provider {
  const base = url.replace(/\/+$/, '');
  const fetchPage = createPageFetcher({ timeoutMs, allowedOrigins });
  return {
    id: 'searxng',
    async search(query, signal) {
      const address = new URL(`${base}/search`);
      address.searchParams.set('q', query.text);
      address.searchParams.set('format', 'json');
      const answer = await fetchJson(address.href, searxAnswerSchema, { timeoutMs, signal });
      const pages = [...new Map(answer.results.map((result) => [result.url, result])).values()]
        .filter((result) => isWebPage(result.url))
        .slice(0, query.limit);
      const read = await Promise.all(pages.map((result) => readResult(fetchPage, result, query)));
      signal.throwIfAborted();
      return read.filter((candidate): candidate is Candidate => candidate !== null);
    },
  };
}
