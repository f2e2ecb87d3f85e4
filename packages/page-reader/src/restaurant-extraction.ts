/**
 * What a fetched page states about a restaurant, as the wizard's fields. Deterministic: schema.org
 * JSON-LD, then microdata, then OpenGraph and meta tags, then the page's text, each field from
 * the first source that states it; nothing is guessed. The instruction only chooses among several
 * restaurants on one page.
 */
import type { CrawlResult } from '@tablefor/shared';
import { restaurantNodesFromJsonLd } from './extract-json-ld.ts';
import { factsFromMeta } from './extract-meta.ts';
import { factsFromStructure, firstPhoto } from './extract-structure.ts';
import { restaurantNodesFromMicrodata } from './extract-microdata.ts';
import { factsFromText } from './extract-text.ts';
import { parsePage } from './parse-page.ts';
import { isAggregatorBrand, isAggregatorPage, isAggregatorUrl } from './aggregators.ts';
import { pageLines } from './page-lines.ts';
import { pickRestaurant } from './pick-restaurant.ts';
import { mergeFacts, type RestaurantFacts, type SourcedFacts } from './restaurant-facts.ts';
import type { FetchedPage } from './safe-fetch.ts';
import { factsFromSchemaOrg } from './schema-org-restaurant.ts';
import { statedWebsite } from './stated-website.ts';

export type Extraction = {
  result: CrawlResult;
  /** A restaurant-typed schema.org item was found. */
  structured: boolean;
  /** The page's body shows no text: a client-rendered shell, read only from its <head>. */
  shell: boolean;
  /** The body's visible text, a line per block: what a second reader may check values against. */
  text: string;
};

export function extractRestaurant(page: FetchedPage, instruction: string): Extraction {
  const $ = parsePage(page.body, page.contentType);
  const base = page.url;
  const lines = pageLines($);
  const aggregator = isAggregatorPage($, page.url);
  const nodes = [...restaurantNodesFromJsonLd($), ...restaurantNodesFromMicrodata($)];
  const structured = nodes.map((node) => factsFromSchemaOrg(node, base));
  const picked = pickRestaurant(structured, instruction, page.url);
  // The page's own title, tags and text describe the page, not one of several restaurants on it.
  const pageWide: SourcedFacts[] = picked.several
    ? []
    : [
        { facts: factsFromMeta($, base, aggregator), source: 'tags' },
        {
          facts: { ...factsFromText($, lines), website: statedWebsite($, base, aggregator) },
          source: 'text',
        },
        { facts: factsFromStructure($, lines), source: 'text' },
        { facts: { preview_img: aggregator ? '' : firstPhoto($, base) }, source: 'text' },
      ];
  const sources = [
    ...picked.items.map((facts): SourcedFacts => ({ facts, source: 'structured' })),
    ...pageWide,
  ].map(({ facts, source }) => ({ facts: withoutListingSite(facts), source }));
  const result = mergeFacts(sources, page.url);
  const shell = lines.length === 0;
  return {
    result: {
      ...result,
      name: nameWithoutAddress(result.name, result.address),
      client_rendered: shell,
    },
    structured: picked.items.length > 0,
    shell,
    text: lines.join('\n'),
  };
}

/** 'Blue Door · 12 Main St, Springfield': a listing's name followed by the address. */
function nameWithoutAddress(name: string, address: string): string {
  const [first = '', ...rest] = name.split(/\s+·\s+/);
  const after = rest.join(' · ');
  const street = address.split(',')[0]?.trim() ?? '';
  const isAddress = street ? after.includes(street) : /\p{L}+\s+\d+[a-z]?,\s*\p{L}/u.test(after);
  return rest.length && isAddress ? first : name;
}

/** A listing site's own address and name are not the restaurant's. */
function withoutListingSite(facts: RestaurantFacts): RestaurantFacts {
  const website = facts.website && isAggregatorUrl(facts.website) ? '' : facts.website;
  const name = facts.name && isAggregatorBrand(facts.name) ? '' : facts.name;
  return { ...facts, website, name };
}

/**
 * 'No restaurant information found' unless the page has a named restaurant-typed item, or states
 * at least two of: name, description, phone, address, cuisines, hours; a client-rendered shell
 * keeps the name its title gives, the only thing it states without running its scripts.
 */
export function statesRestaurantInformation({ result, structured, shell }: Extraction): boolean {
  if ((structured || shell) && result.name) return true;
  const { name, description, phone, address, cuisines, operation_hours } = result;
  return [name, description, phone, address, cuisines, operation_hours].filter(Boolean).length >= 2;
}
