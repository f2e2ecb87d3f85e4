/**
 * Listing, booking, delivery, guide, map and social sites: a page on one of them describes a
 * restaurant, but their address is never the restaurant's own website, their meta description is
 * their own boilerplate, and their name is not the restaurant's.
 */
import type { CheerioAPI } from 'cheerio';

/** Site names by the main label of their host ('yelp' matches yelp.com, m.yelp.co.uk). */
const AGGREGATOR_LABELS = new Set(
  (
    'yelp opentable resy exploretock tock tripadvisor thefork lafourchette ubereats doordash ' +
    'grubhub seamless postmates deliveroo just-eat justeat lieferando glovoapp talabat zomato ' +
    'swiggy foursquare gayot yellowpages pagesjaunes gelbeseiten dasoertliche paginasamarillas ' +
    'paginegialle quandoo restaurantguru sluurpy happycow zagat infatuation eater michelin ' +
    'facebook instagram twitter x tiktok linkedin pinterest youtube whatsapp wa goo'
  ).split(' '),
);
/** Brands as they name themselves in titles and og:site_name. */
const AGGREGATOR_BRANDS =
  /^(?:yelp|opentable|resy|tock|tripadvisor|thefork|the fork|uber eats|doordash|grubhub|deliveroo|just eat|talabat|zomato|foursquare|gayot|yellowpages|yellow pages|pagesjaunes|pages jaunes|michelin guide|the michelin guide|guide michelin|google maps|google|facebook|instagram)(?:\.\w+)?$/i;

const hostLabels = (host: string) =>
  host
    .toLowerCase()
    .replace(/^www\./, '')
    .split('.');

/** A host of a listing or social site: its main label is known ('www.yelp.com', 'maps.google.de'). */
export function isAggregatorHost(host: string): boolean {
  const labels = hostLabels(host);
  if (labels[0] === 'sites' && labels[1] === 'google') return false; // a site built on Google Sites
  if (labels.includes('google') && labels.length >= 2) return true;
  const secondLevel = labels.length >= 3 && /^(?:co|com|org|net)$/.test(labels.at(-2) ?? '');
  const main = secondLevel ? labels.at(-3) : labels.at(-2);
  return AGGREGATOR_LABELS.has(main ?? '');
}

export function isAggregatorUrl(url: string): boolean {
  return URL.canParse(url) && isAggregatorHost(new URL(url).hostname);
}

export const isAggregatorBrand = (name: string) => AGGREGATOR_BRANDS.test(name.trim());

/**
 * The page is a listing on such a site: read from one, or saying so in its canonical address,
 * og:url or og:site_name, its title's last part, or its search's title.
 */
export function isAggregatorPage($: CheerioAPI, pageUrl: string): boolean {
  const addresses = [
    pageUrl,
    $('link[rel~="canonical"]').first().attr('href') ?? '',
    $('meta[property="og:url"]').first().attr('content') ?? '',
  ];
  if (addresses.some((address) => isAggregatorUrl(address.trim()))) return true;
  const names = [
    $('meta[property="og:site_name"]').first().attr('content') ?? '',
    $('title')
      .first()
      .text()
      .split(/\s[|·–—-]\s/)
      .at(-1) ?? '',
    // A site's search (OpenSearch) is titled with the site's name.
    $('link[rel~="search"]').first().attr('title') ?? '',
  ];
  return names.some(isAggregatorBrand);
}
