/**
 * When two candidates are one place: they share a source, or a website (host and path) with no
 * conflicting street address, or the same name at the same street address (or, neither stating an
 * address, within 100 m of each other).
 */
import { wordsOf } from './query-words.ts';
import type { Candidate } from './types.ts';

const STREET_WORDS: Record<string, string> = {
  avenue: 'ave',
  boulevard: 'blvd',
  drive: 'dr',
  place: 'pl',
  road: 'rd',
  street: 'st',
  suite: 'ste',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
};
const NEARBY_METERS = 100;

/** 'The Olive Tree' and 'olive tree' are one name. */
export const nameKey = (name: string) =>
  wordsOf(name)
    .filter((word, index) => index > 0 || word !== 'the')
    .join(' ');

/** The street part of an address ('123 Main Street, Santa Monica' → '123 main st'). */
export function streetKey(address: string): string {
  const street = address.split(',')[0] ?? '';
  return wordsOf(street)
    .map((word) => STREET_WORDS[word] ?? word)
    .join(' ');
}

/** A website's host (without www.) and path, so 'https://www.x.com/' and 'x.com' are one site. */
export function websiteKey(website: string): string {
  const text = website.trim();
  if (!text) return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  if (!URL.canParse(withScheme)) return '';
  const url = new URL(withScheme);
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.hostname.replace(/^www\./, '')}${path}`.toLowerCase();
}

function metersBetween(a: Candidate['location'], b: Candidate['location']): number | null {
  if (a.latitude === null || a.longitude === null) return null;
  if (b.latitude === null || b.longitude === null) return null;
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

export function isSamePlace(a: Candidate, b: Candidate): boolean {
  if (a.source_urls.some((url) => b.source_urls.includes(url))) return true;
  const streetA = streetKey(a.location.address);
  const streetB = streetKey(b.location.address);
  const website = websiteKey(a.contact.website);
  if (website && website === websiteKey(b.contact.website)) {
    // One website for a chain's branches: different addresses are different places.
    if (!streetA || !streetB || streetA === streetB) return true;
  }
  const name = nameKey(a.name);
  if (!name || name !== nameKey(b.name)) return false;
  if (streetA || streetB) return streetA === streetB;
  const meters = metersBetween(a.location, b.location);
  return meters !== null && meters <= NEARBY_METERS;
}
