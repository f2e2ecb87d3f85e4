/**
 * What a fetched page states about a restaurant, as the wizard's fields. Deterministic: schema.org
 * JSON-LD, then microdata, then OpenGraph and meta tags, then the page's text, each field from
 * the first source that states it; nothing is guessed. The instruction only chooses among several
 * restaurants on one page.
 */
import type { CrawlResult } from '@tablefor/shared';
import { restaurantNodesFromJsonLd } from './extract-json-ld.ts';
import { factsFromMeta } from './extract-meta.ts';
import { restaurantNodesFromMicrodata } from './extract-microdata.ts';
import { factsFromText } from './extract-text.ts';
import { parsePage } from './parse-page.ts';
import { pickRestaurant } from './pick-restaurant.ts';
import { mergeFacts } from './restaurant-facts.ts';
import type { FetchedPage } from './safe-fetch.ts';
import { factsFromSchemaOrg } from './schema-org-restaurant.ts';

export type Extraction = {
  result: CrawlResult;
  /** A restaurant-typed schema.org item was found. */
  structured: boolean;
};

export function extractRestaurant(page: FetchedPage, instruction: string): Extraction {
  const $ = parsePage(page.body, page.contentType);
  const base = page.url;
  const nodes = [...restaurantNodesFromJsonLd($), ...restaurantNodesFromMicrodata($)];
  const structured = nodes.map((node) => factsFromSchemaOrg(node, base));
  const picked = pickRestaurant(structured, instruction, page.url);
  // The page's own title, tags and text describe the page, not one of several restaurants on it.
  const pageWide = picked.several ? [] : [factsFromMeta($, base), factsFromText($)];
  return {
    result: mergeFacts([...picked.items, ...pageWide], page.url),
    structured: picked.items.length > 0,
  };
}

/**
 * 'No restaurant information found' unless the page has a named restaurant-typed item, or states
 * at least two of: name, description, phone, address, cuisines, hours.
 */
export function statesRestaurantInformation({ result, structured }: Extraction): boolean {
  if (structured && result.name) return true;
  const { name, description, phone, address, cuisines, operation_hours } = result;
  return [name, description, phone, address, cuisines, operation_hours].filter(Boolean).length >= 2;
}
