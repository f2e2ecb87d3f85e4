/**
 * The count and facets of the unfiltered catalogue, kept briefly: reading every restaurant for
 * them takes tens of milliseconds at 50,000, and the home page asks on every visit.
 */
import type { Database } from '../../db/client.ts';
import { summarizeCatalogue, type SearchSummary } from './search-queries.ts';

export type CatalogueSummary = () => Promise<SearchSummary>;

export function cachedCatalogueSummary(db: Database, maxAgeMs: number): CatalogueSummary {
  let cached: { at: number; summary: Promise<SearchSummary> } | null = null;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > maxAgeMs) {
      const summary = summarizeCatalogue(db);
      cached = { at: now, summary };
      // A failed read is not kept.
      summary.catch(() => {
        cached = null;
      });
    }
    return cached.summary;
  };
}
