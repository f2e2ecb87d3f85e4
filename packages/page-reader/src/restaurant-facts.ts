/** What one source of a page (JSON-LD, microdata, meta tags, text) states about a restaurant. */
import { emptyCrawlResult, type CrawlFieldSource, type CrawlResult } from '@tablefor/shared';

export type RestaurantFacts = Partial<
  Omit<CrawlResult, 'source_url' | 'client_rendered' | 'field_sources'>
>;

/** One source's facts and where on the page they were read. */
export type SourcedFacts = { facts: RestaurantFacts; source: CrawlFieldSource };

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
export function mergeFacts(sources: SourcedFacts[], finalUrl: string): CrawlResult {
  const result = emptyCrawlResult();
  for (const key of Object.keys(result) as (keyof RestaurantFacts)[]) {
    const first = sources.find(({ facts }) => isStated(facts[key]));
    if (!first) continue;
    Object.assign(result, { [key]: first.facts[key] });
    result.field_sources[key] = first.source;
  }
  result.source_url = finalUrl;
  return result;
}
