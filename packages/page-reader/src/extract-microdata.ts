/**
 * schema.org microdata: each element with an itemscope of a restaurant-like itemtype, read into
 * the same shape as a JSON-LD item (its itemprops, nested items such as PostalAddress included).
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { isRestaurantType } from './schema-org-types.ts';
import { pageLines } from './page-lines.ts';
import type { SchemaNode } from './schema-org-values.ts';

const MAX_DEPTH = 3;
const SHORT_LINE = 60;
const SOURCE_ATTRIBUTES: Record<string, string> = {
  meta: 'content',
  audio: 'src',
  embed: 'src',
  iframe: 'src',
  img: 'src',
  source: 'src',
  track: 'src',
  video: 'src',
  a: 'href',
  area: 'href',
  link: 'href',
  object: 'data',
  data: 'value',
  meter: 'value',
};

const itemTypes = (element: Element) =>
  (element.attribs.itemtype ?? '').split(/\s+/).filter(Boolean);

/** A property's value as the microdata rules read it: an attribute for some elements, else text. */
function propertyValue($: CheerioAPI, element: Element): string {
  const name = element.name.toLowerCase();
  const attribute = Object.hasOwn(SOURCE_ATTRIBUTES, name) ? SOURCE_ATTRIBUTES[name] : undefined;
  if (attribute) return element.attribs[attribute] ?? '';
  if (name === 'time' && element.attribs.datetime) return element.attribs.datetime;
  // Short lines the layout breaks ('100 Harbor Blvd<br>Suite 2') stay apart, as a reader sees
  // them; paragraphs of prose read on.
  const lines = pageLines($, element);
  return lines.join(lines.every((line) => line.length <= SHORT_LINE) ? ', ' : ' ');
}

function itemNode($: CheerioAPI, item: Element, depth: number): SchemaNode {
  const node: SchemaNode = { '@type': itemTypes(item) };
  const properties = $(item)
    .find('[itemprop]')
    .toArray()
    .filter((element) => $(element).parent().closest('[itemscope]')[0] === item);
  for (const element of properties) {
    const nested = element.attribs.itemscope !== undefined;
    if (nested && depth >= MAX_DEPTH) continue;
    const value = nested ? itemNode($, element, depth + 1) : propertyValue($, element);
    for (const name of (element.attribs.itemprop ?? '').split(/\s+/).filter(Boolean)) {
      const previous = node[name];
      node[name] = previous === undefined ? value : [previous, value].flat();
    }
  }
  return node;
}

export function restaurantNodesFromMicrodata($: CheerioAPI): SchemaNode[] {
  return $('[itemscope][itemtype]')
    .toArray()
    .filter((element) => itemTypes(element).some(isRestaurantType))
    .map((element) => itemNode($, element, 0));
}
