/**
 * The page's own words, the last resort: its title, <address>, tel: links and labelled lines such
 * as 'Dress code: Smart casual' or 'Teléfono' with its value on the next line (a heading, a table
 * cell, a definition term), in several languages; hours over the lines a table gives each cell;
 * and, unlabelled, a line that is only a phone number, a street with its postcode and place, and
 * weekly hours. Text that does not read as what its label names is left out.
 */
import type { CheerioAPI } from 'cheerio';
import { weeklyHoursText } from '@tablefor/shared';
import { parseHoursText } from './opening-hours-text.ts';
import { pageLines } from './page-lines.ts';
import type { RestaurantFacts } from './restaurant-facts.ts';
import { costFromText, phoneOf, plainText } from './schema-org-values.ts';
import { nameFromTitle } from './page-title.ts';

type Label = keyof RestaurantFacts | 'hours' | 'price';

/**
 * Labels as pages print them, in English, Spanish, French, German, Italian, Portuguese, Dutch
 * and Turkish; matched against the whole label, lower-cased, without a trailing colon.
 */
const LABELS: [Label, RegExp][] = [
  ['dress_code', /^(?:dress\s*code|attire|tenue(?: vestimentaire)?|kleiderordnung|vestimenta)$/],
  [
    'parking_details',
    /^(?:parking(?:\s+(?:details|info(?:rmation)?))?|parken|parkpl[äa]tze|aparcamiento|estacionamiento|parcheggio|estacionamento|stationnement|parkeren)$/,
  ],
  [
    'executive_chef',
    /^(?:(?:(?:executive|head)\s+)?chef|chef de cuisine|k[üu]chenchef(?:in)?|jefe de cocina|chef de cozinha)$/,
  ],
  ['dining_style', /^dining\s+style$/],
  ['cross_street', /^cross\s+streets?$/],
  [
    'payment_options',
    /^(?:payment(?:\s+(?:options|methods))?|payments?\s+accepted|(?:moyens?|modes?) de paiement|zahlungs(?:arten|m[öo]glichkeiten)|formas de pago|m[ée]todos de pago|(?:modalit[àa] di )?pagamento|formas de pagamento|betaalmethoden)$/,
  ],
  [
    'cuisines',
    /^(?:cuisines?|categor(?:y|ies)|type de cuisine|k[üu]che|cocina|cucina|cozinha|keuken|mutfak)$/,
  ],
  ['neighborhood', /^(?:neighbou?rhood|quartier|barrio|stadtteil|quartiere|bairro|wijk|frazione)$/],
  [
    'phone',
    /^(?:phone(?: number)?|tel(?:ephone)?\.?|t[ée]l[ée]phone|t[ée]l\.?|telefon(?:o|e|nummer)?|tel[ée]fono|telefoon|telefon numaras[ıi]|fon|電話(?:番号)?)$/,
  ],
  [
    'address',
    /^(?:address|adresse|adres|adresa|anschrift|direcci[óo]n|indirizzo|endere[çc]o|morada|住所)$/,
  ],
  [
    'hours',
    /^(?:(?:opening|business|our)\s+hours|hours(?:\s+of\s+operation)?|opening\s+times|horaires?(?: d'ouverture)?|heures d'ouverture|[öo]ffnungszeiten|horarios?(?: de apertura)?|orari(?: di apertura)?|orario|hor[áa]rios?(?: de funcionamento)?|openingstijden|openingsuren|[çc]al[ıi][şs]ma saatleri|営業時間)$/,
  ],
  [
    'price',
    /^(?:price(?: range)?|prix|gamme de prix|precio|rango de precios|prezzo|fascia di prezzo|pre[çc]o|preis(?:klasse)?)$/,
  ],
];
const MAX_VALUE_LENGTH = 300;
const MAX_CUISINES_LENGTH = 80;
/** How many lines after a label may still be its hours (a table has a line per cell). */
const HOURS_LINES = 32;

const labelOf = (text: string): Label | null => {
  const label = text
    .trim()
    .toLowerCase()
    .replace(/\s*[:：]$/, '');
  return LABELS.find(([, pattern]) => pattern.test(label))?.[0] ?? null;
};

/** Lines next to hours that say whether it is open now, not when. */
const HOURS_STATUS =
  /^(?:(?:open|closed) now|(?:ouvert|fermé) maintenant|jetzt (?:geöffnet|geschlossen)|abierto(?: ahora)?|abre hoy|cerrado ahora|aperto ora|chiuso ora|aberto agora|today|hoy|heute|aujourd'hui|oggi|hoje)$/i;
/** Lines a label's hours may start after (a date they were updated, a note). */
const HOURS_LEAD = 2;

/** The longest run of lines (from one of the first few) that reads as weekly hours; '' if none. */
function hoursFrom(lines: string[], lead = HOURS_LEAD): string {
  // Icons drawn with a font's private characters make lines of their own.
  const kept = lines.filter((line) => !HOURS_STATUS.test(line) && /[\p{L}\p{N}]/u.test(line));
  for (let start = 0; start <= lead; start += 1) {
    let found = '';
    for (let count = 1; start + count <= kept.length; count += 1) {
      const text = kept.slice(start, start + count).join(' ');
      const hours = parseHoursText(text);
      // Hours that name only closed days are a note next to the hours, not the hours.
      if (hours && Object.values(hours).some((ranges) => ranges.length)) found = text;
    }
    if (found) return found;
  }
  return '';
}

/** A line after an address that continues it: a postcode and place ('12345 Musterdorf'). */
const POSTCODE_LINE = /^(?:[A-Z]{1,2}-)?\d{4,5}(?:-\d{3})?\s+\p{L}|^\d{4}\s?[A-Z]{2}\s+\p{L}/u;

/** 'Borgo, 00100 Roma': a place, then a postcode and a place. */
const PLACE_POSTCODE_LINE = /^\p{L}[\p{L} .'-]*,\s*(?:[A-Z]{1,2}-)?\d{4,5}\s+\p{L}/u;

/** Each label's first value, and for hours every following line that is hours too. */
function labelledValues(lines: string[]): Map<Label, string> {
  const values = new Map<Label, string>();
  lines.forEach((line, index) => {
    const colon = line.search(/[:：]/);
    const labelled = colon > 0 ? labelOf(line.slice(0, colon)) : null;
    // 'Address :' with its value on the next line is a label alone.
    const inline = labelled && line.slice(colon + 1).trim() ? labelled : null;
    const alone = inline ? null : labelOf(line);
    const label = inline ?? alone;
    if (!label || values.has(label)) return;
    const after = lines.slice(index + 1, index + 1 + HOURS_LINES);
    const value = (inline ? line.slice(colon + 1) : (after[0] ?? ''))
      .replace(/\s*\[edit\]$/i, '')
      .trim();
    if (label === 'hours') {
      const hours = hoursFrom(inline ? [value, ...after] : after);
      if (hours) values.set(label, hours);
      return;
    }
    if (!value || value.length > MAX_VALUE_LENGTH || (alone && labelOf(value))) return;
    // A heading 'Cucina' over a paragraph of prose names no cuisine.
    if (label === 'cuisines' && (value.length > MAX_CUISINES_LENGTH || /[.!?]$/.test(value)))
      return;
    if (label !== 'address') return values.set(label, value);
    const rest = inline ? after : after.slice(1);
    values.set(label, [value, ...addressContinuation(rest, value)].join(', '));
  });
  return values;
}

/**
 * The lines after an address's first that still belong to it: a postcode and place, or a short
 * line with a number ('Building C2'), two at most, up to the next label.
 */
function addressContinuation(lines: string[], first: string): string[] {
  const more: string[] = [];
  for (const line of lines.slice(0, 2)) {
    const colon = line.search(/[:：]/);
    const labelled = labelOf(line) || (colon > 0 && labelOf(line.slice(0, colon)));
    if (labelled || first.includes(line) || PHONE_LINE.test(line)) break;
    const postcode = POSTCODE_LINE.test(line) || PLACE_POSTCODE_LINE.test(line);
    if (!postcode && !(line.length <= 40 && /\d/.test(line) && !line.includes('@'))) break;
    more.push(line);
  }
  return more;
}

/** The <address> lines that are not a phone number, an email address or a website. */
function addressText($: CheerioAPI): string {
  const element = $('address')[0];
  if (!element) return '';
  return (
    pageLines($, element)
      .filter((line) => !line.includes('@') && !/^[\s\d()+.-]{7,}$/.test(line))
      .filter((line) => !/^(?:phone|tel|email)\b/i.test(line))
      // A printed website: 'bluedoor.example', 'www.bluedoor.example/'.
      .filter((line) => !/^(?:https?:\/\/)?(?:[\w-]+\.)+[a-z]{2,}\/?$/i.test(line))
      .join(', ')
  );
}

function telLink($: CheerioAPI): string {
  const href = $('a[href^="tel:"]').first().attr('href') ?? '';
  try {
    return decodeURIComponent(href.slice('tel:'.length)).trim();
  } catch {
    return '';
  }
}

/** A phone number has digits: 'not public' after the label is no number. */
const withDigits = (text: string) => (text.replace(/\D/g, '').length >= 6 ? text : '');

/** A line that is only a phone number: international ('+49 30 1234 5678') or national ('012-3456789'). */
const PHONE_LINE = /^(?:\+\d{1,3}[\s.-]?(?:\(0\))?[\s.-]?\d|0\d|\(0?\d)[\d\s()./-]{6,18}$/;
const DATE_LIKE = /\d{1,2}[./]\d{1,2}[./]\d{2,4}/;

function phoneLine(lines: string[]): string {
  return (
    lines.find((line) => {
      const digits = line.replace(/\D/g, '').length;
      return PHONE_LINE.test(line) && !DATE_LIKE.test(line) && digits >= 9 && digits <= 15;
    }) ?? ''
  );
}

/** 'Lindenweg 4, 12345 Musterdorf': a street and number, then a postcode and place. */
const ADDRESS_LINE =
  /^(?=.{8,120}$)(?:\d+[a-z]?,?\s+)?\p{L}[\p{L}\d .'’-]*?\s\d+[a-z]?(?:[/-]\w+)?\s*,\s*(?:[A-Z]{1,2}-)?\d{4,5}(?:-\d{3})?(?:\s?[A-Z]{2})?\s+\p{Lu}[\p{L} .'-]*(?:,\s*\p{L}[\p{L} .'-]*)*$/u;
/** A street line alone ('Via Roma 1', 'Steiger 16'), when the next line is its postcode and place. */
const STREET_LINE =
  /^(?=.{5,60}$)\p{L}[\p{L} .'’-]*\s\d+[a-z]?(?:[/-]\w+)?(?:,\s*\p{L}[\p{L} .'’-]*)?$/u;

/** The first postal address printed without a label, on one line or as street and place. */
function addressLine(lines: string[]): string {
  for (const [index, line] of lines.entries()) {
    if (ADDRESS_LINE.test(line)) return line;
    const next = lines[index + 1] ?? '';
    const placeNext = POSTCODE_LINE.test(next) || PLACE_POSTCODE_LINE.test(next);
    if (STREET_LINE.test(line) && placeNext) return `${line}, ${next}`;
  }
  return '';
}

/** 'en el barrio de Gracia', 'Fraz. Colle': a district the page names as one. */
const DISTRICT =
  /\b(?:barrio|quartier|stadtteil|bairro|quartiere|frazione|fraz\.|neighbou?rhood of)\s+(?:(?:de la|de|del|da|do|di|du|des)\s+)?(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)/u;

function districtIn(lines: string[]): string {
  for (const line of lines) {
    const match = line.length <= 600 ? DISTRICT.exec(line) : null;
    if (match?.[1]) return match[1];
  }
  return '';
}

/** A heading over hours that are not the opening hours: happy hour, the kitchen's, delivery. */
const OTHER_HOURS =
  /happy|brunch|kitchen|k[üu]che|cocina|cucina|cuisine|delivery|lieferung|livraison|entrega|consegna|takeaway|take-away|abholung|breakfast|frühstück|desayuno|petit[- ]déjeuner/i;

/** Hours printed without a label: the first line (or line and next) that reads as weekly hours. */
function unlabelledHours(lines: string[]): string {
  for (const [index, line] of lines.entries()) {
    if (line.length > 120 || !/\d/.test(`${line} ${lines[index + 1] ?? ''}`)) continue;
    if (OTHER_HOURS.test(lines[index - 1] ?? '')) continue;
    const hours = hoursFrom(lines.slice(index, index + HOURS_LINES), 0);
    if (hours) return hours;
  }
  return '';
}

export function factsFromText($: CheerioAPI, lines = pageLines($)): RestaurantFacts {
  const labelled = labelledValues(lines);
  const value = (label: Label) => labelled.get(label) ?? '';
  const hoursText = value('hours') || unlabelledHours(lines);
  const hours = hoursText ? parseHoursText(hoursText) : null;
  return {
    name: nameFromTitle(plainText($('title').first().text())),
    cost: costFromText(value('price')),
    address: addressText($) || value('address') || addressLine(lines),
    phone: phoneOf(telLink($) || withDigits(value('phone')) || phoneLine(lines)),
    neighborhood: value('neighborhood') || districtIn(lines),
    cuisines: value('cuisines'),
    dress_code: value('dress_code'),
    parking_details: value('parking_details'),
    executive_chef: value('executive_chef'),
    dining_style: value('dining_style'),
    cross_street: value('cross_street'),
    payment_options: value('payment_options'),
    // Printed text that does not read as hours may be anything: it states no hours.
    operation_hours: hours ? weeklyHoursText(hours) : '',
    opening_hours: hours ?? {},
  };
}
