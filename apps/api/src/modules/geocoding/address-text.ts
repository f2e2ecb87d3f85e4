/** Reads a typed address: one spelling per word, the house number, the ZIP and the place parts. */
import { US_STATES } from './us-cities.ts';

const WORD_FORMS: Record<string, string> = {
  boulevard: 'blvd',
  avenue: 'ave',
  av: 'ave',
  street: 'st',
  drive: 'dr',
  road: 'rd',
  highway: 'hwy',
  place: 'pl',
  parkway: 'pkwy',
  lane: 'ln',
  court: 'ct',
  way: 'way',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  saint: 'st',
  first: '1st',
  second: '2nd',
  third: '3rd',
  fourth: '4th',
  fifth: '5th',
  sixth: '6th',
  seventh: '7th',
  eighth: '8th',
};

const DIRECTIONS = new Set(['n', 's', 'e', 'w']);
const STREET_SUFFIXES = new Set([
  'blvd',
  'ave',
  'st',
  'dr',
  'rd',
  'hwy',
  'pl',
  'pkwy',
  'ln',
  'ct',
  'way',
]);
const COUNTRY_NAMES = new Set([
  'us',
  'usa',
  'united states',
  'united states of america',
  'america',
]);
const STATE_CODES = new Set(Object.keys(US_STATES).map((code) => code.toLowerCase()));
const STATE_BY_NAME = new Map(
  Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]),
);

/** 'W. Sunset Boulevard' → 'w sunset blvd': lower case, no punctuation, one form per word. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word) => WORD_FORMS[word] ?? word)
    .join(' ');
}

/** The same text without spaces, so 'Silverlake' finds 'Silver Lake'. */
export const squash = (normalized: string) => normalized.replace(/ /g, '');

/** 'w sunset blvd' → 'sunset blvd'; other text unchanged. */
export function withoutDirection(normalized: string): string {
  const [first = '', ...rest] = normalized.split(' ');
  return DIRECTIONS.has(first) && rest.length > 0 ? rest.join(' ') : normalized;
}

/** Ways a street may be typed: with or without its direction and its suffix. */
export function streetSpellings(streetName: string): string[] {
  const words = normalizeText(streetName).split(' ');
  const bare = DIRECTIONS.has(words[0] ?? '') && words.length > 1 ? words.slice(1) : words;
  const spellings = new Set([words.join(' '), bare.join(' ')]);
  for (const form of [words, bare]) {
    if (form.length > 1 && STREET_SUFFIXES.has(form[form.length - 1] ?? '')) {
      spellings.add(form.slice(0, -1).join(' '));
    }
  }
  return [...spellings];
}

export type ParsedAddress = {
  /** The normalized comma-separated parts, without country, state and ZIP parts. */
  parts: string[];
  /** Everything normalized, for a last "contains a known name" pass. */
  whole: string;
  houseNumber: number | undefined;
  /** The first part after the house number: '3200 sunset blvd' → 'sunset blvd'. */
  streetText: string | undefined;
  zip: string | undefined;
  state: string | undefined;
};

function stripTrailingState(part: string): { text: string; state?: string } {
  const words = part.split(' ');
  const last = words[words.length - 1] ?? '';
  if (words.length > 1 && STATE_CODES.has(last)) {
    return { text: words.slice(0, -1).join(' '), state: last.toUpperCase() };
  }
  return { text: part };
}

export function parseAddress(address: string): ParsedAddress {
  let zip: string | undefined;
  let state: string | undefined;
  const parts: string[] = [];
  for (const raw of address.split(/[,;\n]/)) {
    let part = normalizeText(raw);
    const zipMatch = /(?:^| )(\d{5})(?: \d{4})?$/.exec(part);
    if (zipMatch && (parts.length > 0 || !/^\d+ [a-z]/.test(part))) {
      zip = zipMatch[1];
      part = part.slice(0, zipMatch.index).trim();
    }
    if (!part || COUNTRY_NAMES.has(part)) continue;
    if (STATE_CODES.has(part) && parts.length > 0) {
      state = part.toUpperCase();
      continue;
    }
    // A state's name stays a part too: 'New York, New York' and 'Washington' are also cities.
    if (STATE_BY_NAME.has(part) && parts.length > 0) state ??= STATE_BY_NAME.get(part);
    const stripped = /^\d/.test(part) ? { text: part } : stripTrailingState(part);
    if (stripped.state) state = stripped.state;
    if (stripped.text) parts.push(stripped.text);
  }
  const first = parts[0] ?? '';
  const numbered = /^(\d+)[a-z]? (.+)$/.exec(first);
  return {
    parts,
    whole: parts.join(' '),
    houseNumber: numbered ? Number(numbered[1]) : undefined,
    streetText: numbered?.[2],
    zip,
    state,
  };
}

/** True when `text` starts with `prefix` as whole words. */
export function startsWithWords(text: string, prefix: string): boolean {
  return text === prefix || text.startsWith(`${prefix} `);
}

/** True when `text` contains `phrase` as whole words. */
export function containsWords(text: string, phrase: string): boolean {
  return ` ${text} `.includes(` ${phrase} `);
}
