/**
 * What a page's structure states where no label is printed: elements named for what they hold
 * (class="price-range", "cross-streets", "neighborhood", "cuisine"), a cross street written as
 * 'b/t First St & Second St', listing attributes ('Accepts Credit Cards' / 'Yes'), and a price
 * tier before the categories ('€€€ · Italian').
 */
import type { CheerioAPI } from 'cheerio';
import type { RestaurantFacts } from './restaurant-facts.ts';
import { costFromText, httpUrlOf } from './schema-org-values.ts';

const MAX_SHORT_TEXT = 100;
const CROSS_STREET = /^\(?((?:between|b\/t|btwn)\s+.+?\s(?:&|and)\s.+?)\)?$/i;
const TIER_AND_CATEGORIES = /^([$€£¥]{1,4})\s*·\s*(\p{L}[^·]{0,80})$/u;
const ACCEPTS = /^accepts\s+(.+?)(?::\s*(yes|no))?$/i;

/** The text of the first element `selector` finds that is short and not empty. */
function shortText($: CheerioAPI, selector: string, reject?: RegExp): string {
  for (const element of $(selector).toArray().slice(0, 20)) {
    const text = $(element)
      .text()
      .replace(/\s+/g, ' ')
      .replace(/\s*\bEdit\b.*$/, '')
      .trim();
    if (text && text.length <= MAX_SHORT_TEXT && !reject?.test(text)) return text;
  }
  return '';
}

/** 'Accepts Credit Cards' / 'Yes', 'Accepts Apple Pay: Yes' → 'Credit cards, Apple Pay'. */
function acceptedPayments(lines: string[]): string {
  const accepted: string[] = [];
  let cardsRefused = false;
  lines.forEach((line, index) => {
    const match = ACCEPTS.exec(line);
    if (!match?.[1] || match[1].length > 40) return;
    const answer = (match[2] ?? lines[index + 1] ?? '').trim().toLowerCase();
    if (answer !== 'yes' && answer !== 'no') return;
    const what = match[1];
    const named = /credit cards?/i.test(what) ? 'Credit cards' : what;
    if (answer === 'yes') accepted.push(named);
    else if (named === 'Credit cards') cardsRefused = true;
  });
  if (accepted.length) return [...new Set(accepted)].join(', ');
  return cardsRefused ? 'Credit cards not accepted' : '';
}

/** Pictures that are not of the restaurant: logos, icons, badges, other sites' marks. */
const NOT_A_PHOTO =
  /logo|icon|sprite|badge|avatar|banner-ad|pixel|spacer|placeholder|\bmaps?\b|map[_-]|\.svg|\.gif|instagram|facebook|tripadvisor|ubereats|whatsapp|halal/i;
const FIRST_PICTURES = 8;

/**
 * On a restaurant's own site that names no picture in its tags, its first photo (the hero image),
 * read from the first few <img> that are not a logo or an icon.
 */
export function firstPhoto($: CheerioAPI, base: string): string {
  for (const image of $('body img[src]').toArray().slice(0, FIRST_PICTURES)) {
    const { src = '', alt = '', class: className = '' } = image.attribs;
    if (src.startsWith('data:') || NOT_A_PHOTO.test(`${src} ${alt} ${className}`)) continue;
    return httpUrlOf(src, base);
  }
  return '';
}

export function factsFromStructure($: CheerioAPI, lines: string[]): RestaurantFacts {
  const tierLine = lines.map((line) => TIER_AND_CATEGORIES.exec(line)).find(Boolean);
  const crossLine = lines.map((line) => CROSS_STREET.exec(line)?.[1]).find(Boolean) ?? '';
  const priced = shortText(
    $,
    '[class*="price-range"], [class*="pricerange"], [class*="price-level"]',
  );
  return {
    cost: costFromText(priced) ?? (tierLine?.[1] ? costFromText(tierLine[1]) : null),
    cuisines:
      shortText($, '[class*="category-str-list"], [class~="cuisine"], [class~="cuisines"]') ||
      (tierLine?.[2]?.trim() ?? ''),
    cross_street: shortText($, '[class*="cross-street"]') || crossLine,
    neighborhood: shortText($, '[class*="neighborhood"], [class*="neighbourhood"]', /\d/),
    payment_options: acceptedPayments(lines),
  };
}
