/** schema.org values read as the wizard's fields: texts, URLs, images, price level, phone. */
import { load } from 'cheerio';
import { formatPhoneInput } from '@tablefor/shared';

export type SchemaNode = Record<string, unknown>;

export const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value that may be one item or a list, as a list. */
export const listOf = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/** Longer than any field the wizard takes; bounds the work one value can cause. */
const MAX_TEXT_LENGTH = 5_000;

/** Text as a reader sees it: entities decoded, markup dropped, whitespace collapsed. */
export function plainText(value: string): string {
  const bounded = value.slice(0, MAX_TEXT_LENGTH);
  const text = /[<&]/.test(bounded)
    ? load(bounded, { xml: { xmlMode: false, decodeEntities: true } }, false).text()
    : bounded;
  return text.replace(/\s+/g, ' ').trim();
}

/** Every text a value states: strings and numbers, in lists too; a node by its name or @value. */
export function textsOf(value: unknown, depth = 0): string[] {
  return listOf(value).flatMap((item): string[] => {
    if (typeof item === 'string' || typeof item === 'number') {
      const text = plainText(String(item));
      return text ? [text] : [];
    }
    if (isNode(item) && depth < 2) return textsOf(item['@value'] ?? item.name, depth + 1);
    return [];
  });
}

export const textOf = (value: unknown): string => textsOf(value)[0] ?? '';

/** 'Mexican, Oaxacan' from ['Mexican', 'Oaxacan'] (repeats dropped). */
export const joinedTextOf = (value: unknown): string => [...new Set(textsOf(value))].join(', ');

/** An absolute http(s) URL read against the page's address, or ''. */
export function httpUrlOf(value: unknown, base: string): string {
  const raw = typeof value === 'string' ? value.trim() : '';
  if (!raw || /\s/.test(raw) || !URL.canParse(raw, base)) return '';
  const url = new URL(raw, base);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
}

/** Image addresses from a URL, an ImageObject (url or contentUrl), or a list of them. */
export function imageUrlsOf(value: unknown, base: string): string[] {
  const urls = listOf(value).map((item) =>
    httpUrlOf(isNode(item) ? listOf(item.url ?? item.contentUrl)[0] : item, base),
  );
  return [...new Set(urls.filter(Boolean))];
}

/** OpenTable's price bands, in dollars. */
const PRICE_BANDS: [RegExp, number][] = [
  [/^\$?30 and under$/, 2],
  [/^\$?31 to \$?50$/, 3],
  [/^\$?50 and over$/, 4],
];

/**
 * 1-4 from a stated price tier: '$'..'$$$$' in any currency's sign (€€, £££, ¥¥), its lower tier
 * for a span of tiers ('€€-€€€'), or a booking
 * site's band ('$30 and under'). Amounts and spans ('$11-30', '25 €') state no tier: null.
 */
export function costFromText(value: string): number | null {
  const text = value.trim().toLowerCase();
  const tier = /^([$€£¥₩₺])\1{0,3}(?=$|[-–]\1)/u.exec(text.replace(/\s/g, ''));
  const span = tier && /^([$€£¥₩₺]{1,4})(?:[-–][$€£¥₩₺]{1,4})?$/u.test(text.replace(/\s/g, ''));
  // A span of tiers ('€€-€€€') is read as its lower tier.
  if (tier && span) return [...tier[0]].length;
  return PRICE_BANDS.find(([band]) => band.test(text))?.[1] ?? null;
}

export const costOf = (value: unknown): number | null => costFromText(textOf(value));

/**
 * (XXX) XXX-XXXX for a North American number (10 digits, or 11 with the leading 1), otherwise as
 * written: a number with another country code is not reshaped.
 */
export function phoneOf(value: unknown): string {
  const text = textOf(value).replace(/^tel:/i, '');
  const digits = text.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  const otherCountry = text.startsWith('+') && !text.startsWith('+1');
  const northAmerican = /^[2-9]\d{2}[2-9]\d{6}$/.test(national);
  return northAmerican && !otherCountry ? formatPhoneInput(national) : text;
}

/** acceptsReservations: a boolean, 'True' / 'False' (schema.org's too), or a booking URL (true). */
export function reservationsOf(value: unknown): boolean | null {
  const first = listOf(value)[0];
  if (typeof first === 'boolean') return first;
  if (typeof first !== 'string') return null;
  const text = first
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\/schema\.org\//, '');
  if (text === 'true' || text === 'yes') return true;
  if (text === 'false' || text === 'no') return false;
  return /^https?:\/\/\S+$/.test(text) ? true : null;
}

/** A number (or numeric text) within ±limit, as coordinates are. */
export function coordinateOf(value: unknown, limit: number): number | null {
  const first = listOf(value)[0];
  const number = typeof first === 'string' && first.trim() ? Number(first) : first;
  return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= limit
    ? number
    : null;
}
