/** What one source of a page (JSON-LD, microdata, meta tags, text) states about a restaurant. */
import { emptyCrawlResult, type CrawlResult } from '@tablefor/shared';

export type RestaurantFacts = Partial<Omit<CrawlResult, 'source_url' | 'client_rendered'>>;

/** A field with a value: '' / null / [] / {} state nothing. */
export function isStated(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/**
 * Each field from the first source that states it (sources best first). The website is only what
 * the page states: the address it was read from may be a listing on another site.
 */
export function mergeFacts(sources: RestaurantFacts[], finalUrl: string): CrawlResult {
  const result = emptyCrawlResult();
  for (const key of Object.keys(result) as (keyof RestaurantFacts)[]) {
    const value = sources.map((source) => source[key]).find(isStated);
    if (value !== undefined) Object.assign(result, { [key]: value });
  }
  result.source_url = finalUrl;
  return result;
}
