/** OpenGraph and meta tags: the site's name, its description, its picture and canonical address. */
import type { CheerioAPI } from 'cheerio';
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

export function factsFromMeta($: CheerioAPI, base: string): RestaurantFacts {
  const contents = metaContents($);
  const first = (...keys: string[]) =>
    keys.map((key) => contents.get(key)).find((content) => content !== undefined) ?? '';
  const image = httpUrlOf(
    first('og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image'),
    base,
  );
  return {
    name: first('og:site_name', 'og:title'),
    description: first('og:description', 'description', 'twitter:description'),
    preview_img: image,
    image_gallery: image ? [image] : [],
    website: httpUrlOf($('link[rel~="canonical"]').first().attr('href'), base),
  };
}
