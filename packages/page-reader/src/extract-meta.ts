/** OpenGraph and meta tags: the site's name, its description, its picture and canonical address. */
import type { CheerioAPI } from 'cheerio';
import { nameFromTitle } from './page-title.ts';
import type { RestaurantFacts } from './restaurant-facts.ts';
import { httpUrlOf, plainText } from './schema-org-values.ts';

/** Each meta tag's first content by its property or name ('og:title', 'description'). */
function metaContents($: CheerioAPI): Map<string, string> {
  const contents = new Map<string, string>();
  for (const { attribs } of $('meta[content]').toArray()) {
    const key = (attribs.property ?? attribs.name ?? '').trim().toLowerCase();
    const content = plainText(attribs.content ?? '');
    if (key && content && !contents.has(key)) contents.set(key, content);
  }
  return contents;
}

/** A map's picture (a listing's static map) is not the restaurant's. */
const MAP_IMAGE = /staticmap|maps\.google|maps\.googleapis/i;

/**
 * On a listing site (`aggregator`), the description tags are the site's own words about its
 * listing ('Explore places near you…'), not the restaurant's.
 */
export function factsFromMeta($: CheerioAPI, base: string, aggregator = false): RestaurantFacts {
  const contents = metaContents($);
  const first = (...keys: string[]) =>
    keys.map((key) => contents.get(key)).find((content) => content !== undefined) ?? '';
  const stated = httpUrlOf(
    first('og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image'),
    base,
  );
  const image = MAP_IMAGE.test(stated) ? '' : stated;
  return {
    name: first('og:site_name') || nameFromTitle(first('og:title')),
    description: aggregator ? '' : first('og:description', 'description', 'twitter:description'),
    preview_img: image,
    image_gallery: image ? [image] : [],
    website:
      httpUrlOf($('link[rel~="canonical"]').first().attr('href'), base) ||
      httpUrlOf(first('og:url'), base),
  };
}
