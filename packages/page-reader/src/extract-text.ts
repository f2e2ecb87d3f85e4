/**
 * The page's own words, the last resort: its title, <address>, tel: links and labelled lines such
 * as 'Dress code: Smart casual' (or a label on one line and its value on the next).
 */
import type { CheerioAPI } from 'cheerio';
import { weeklyHoursText } from '@tablefor/shared';
import { parseHoursText } from './opening-hours-text.ts';
import { pageLines } from './page-lines.ts';
import type { RestaurantFacts } from './restaurant-facts.ts';
import { phoneOf, plainText } from './schema-org-values.ts';

type Label = keyof RestaurantFacts | 'hours';

const LABELS: [Label, RegExp][] = [
  ['dress_code', /^dress\s*code$/],
  ['parking_details', /^parking(?:\s+(?:details|info(?:rmation)?))?$/],
  ['executive_chef', /^(?:(?:executive|head)\s+)?chef$/],
  ['dining_style', /^dining\s+style$/],
  ['cross_street', /^cross\s+streets?$/],
  ['payment_options', /^(?:payment(?:\s+(?:options|methods))?|payments?\s+accepted)$/],
  ['cuisines', /^cuisines?$/],
  ['neighborhood', /^neighbou?rhood$/],
  ['phone', /^(?:phone|tel(?:ephone)?)$/],
  ['address', /^address$/],
  ['hours', /^(?:(?:opening\s+)?hours(?:\s+of\s+operation)?|opening\s+times)$/],
];
const MAX_VALUE_LENGTH = 300;

const labelOf = (text: string): Label | null =>
  LABELS.find(([, pattern]) => pattern.test(text.trim().toLowerCase()))?.[0] ?? null;

/** Each label's first value, and for hours every following line that is hours too. */
function labelledValues(lines: string[]): Map<Label, string> {
  const values = new Map<Label, string>();
  lines.forEach((line, index) => {
    const colon = line.indexOf(':');
    const inline = colon > 0 ? labelOf(line.slice(0, colon)) : null;
    const alone = inline ? null : labelOf(line.replace(/:$/, ''));
    const label = inline ?? alone;
    if (!label || values.has(label)) return;
    const value = inline ? line.slice(colon + 1).trim() : (lines[index + 1] ?? '');
    if (!value || value.length > MAX_VALUE_LENGTH || (alone && labelOf(value))) return;
    if (label !== 'hours') return values.set(label, value);
    const hours = [value];
    const rest = lines.slice(index + (inline ? 1 : 2), index + 9);
    for (const next of rest) {
      if (!parseHoursText(next)) break;
      hours.push(next);
    }
    values.set(label, hours.join('; '));
  });
  return values;
}

/** The <address> lines that are not a phone number or an email address. */
function addressText($: CheerioAPI): string {
  const element = $('address')[0];
  if (!element) return '';
  return pageLines($, element)
    .filter((line) => !line.includes('@') && !/^[\s\d()+.-]{7,}$/.test(line))
    .filter((line) => !/^(?:phone|tel|email)\b/i.test(line))
    .join(', ');
}

function telLink($: CheerioAPI): string {
  const href = $('a[href^="tel:"]').first().attr('href') ?? '';
  try {
    return decodeURIComponent(href.slice('tel:'.length)).trim();
  } catch {
    return '';
  }
}

export function factsFromText($: CheerioAPI): RestaurantFacts {
  const labelled = labelledValues(pageLines($));
  const value = (label: Label) => labelled.get(label) ?? '';
  const hoursText = value('hours');
  const hours = hoursText ? parseHoursText(hoursText) : null;
  return {
    name: plainText($('title').first().text()),
    address: addressText($) || value('address'),
    phone: phoneOf(telLink($) || value('phone')),
    neighborhood: value('neighborhood'),
    cuisines: value('cuisines'),
    dress_code: value('dress_code'),
    parking_details: value('parking_details'),
    executive_chef: value('executive_chef'),
    dining_style: value('dining_style'),
    cross_street: value('cross_street'),
    payment_options: value('payment_options'),
    operation_hours: hours ? weeklyHoursText(hours) : hoursText,
    opening_hours: hours ?? {},
  };
}
