/** What a restaurant's web page states (the page reader's extraction) as a search candidate. */
import { isAggregatorUrl, parseHoursText } from '@tablefor/page-reader';
import type { CrawlResult } from '@tablefor/shared';
import { candidateOf, priceRangeOf } from '../engine/candidate.ts';
import type { Candidate } from '../engine/types.ts';

/** `title` names the result when the page states no name of its own (its search result title). */
export function candidateOfPage(result: CrawlResult, title: string): Candidate | null {
  const name = result.name || title.trim();
  if (!name) return null;
  const opening_hours = Object.keys(result.opening_hours).length
    ? result.opening_hours
    : (parseHoursText(result.operation_hours) ?? {});
  return candidateOf({
    name,
    description: result.description,
    cuisine_type: result.cuisines,
    price_range: priceRangeOf(result.cost),
    location: {
      address: result.address,
      neighborhood: result.neighborhood,
      latitude: result.latitude,
      longitude: result.longitude,
    },
    // A page found by search that states no website is the restaurant's own, unless a listing's.
    contact: {
      phone: result.phone,
      website: result.website || (isAggregatorUrl(result.source_url) ? '' : result.source_url),
    },
    opening_hours,
    features: result.accepts_reservations ? ['reservations'] : [],
    source_urls: [result.source_url],
    // The page by its title as search found it, else by the name it states.
    source_names: { [result.source_url]: title.trim() || name },
  });
}
