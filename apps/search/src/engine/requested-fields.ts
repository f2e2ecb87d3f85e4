/**
 * The fields a task wants filled, read from its output model's `items.properties` (the spec's
 * output_model), and whether a result still lacks one. Reflection steps look for those.
 */
import type { TopicSearchTask } from '@tablefor/shared';
import type { Candidate } from './types.ts';

const isEmpty = (value: object) => Object.keys(value).length === 0;

/** Each field reflection can fill: when a result lacks it, and the words that ask for it. */
const FIELDS = {
  description: { missing: (c: Candidate) => !c.description, words: 'about' },
  cuisine_type: { missing: (c: Candidate) => !c.cuisine_type, words: 'cuisine' },
  price_range: { missing: (c: Candidate) => !c.price_range, words: 'prices' },
  location: { missing: (c: Candidate) => !c.location.address, words: 'address' },
  phone: { missing: (c: Candidate) => !c.contact.phone, words: 'phone' },
  email: { missing: (c: Candidate) => !c.contact.email, words: 'email' },
  website: { missing: (c: Candidate) => !c.contact.website, words: 'website' },
  hours: { missing: (c: Candidate) => isEmpty(c.hours), words: 'opening hours' },
  features: { missing: (c: Candidate) => c.features.length === 0, words: '' },
  rating: { missing: (c: Candidate) => c.rating === null, words: 'reviews' },
  reviews_count: { missing: (c: Candidate) => c.reviews_count === null, words: 'reviews' },
  founded_year: { missing: (c: Candidate) => c.founded_year === null, words: '' },
  size: { missing: (c: Candidate) => c.size === null, words: '' },
} as const;
export type RequestedField = keyof typeof FIELDS;

/** The spec's output model when a task sends none (search result). */
export const DEFAULT_REQUESTED_FIELDS: readonly RequestedField[] = [
  'cuisine_type',
  'price_range',
  'location',
  'phone',
  'email',
  'website',
  'hours',
  'features',
  'rating',
  'reviews_count',
];

const isRequestedField = (key: string): key is RequestedField => Object.hasOwn(FIELDS, key);

/** The output model's property names that reflection can fill; `contact` stands for its three. */
export function requestedFields(outputModel: TopicSearchTask['output_model']): RequestedField[] {
  const properties = outputModel?.items?.properties;
  if (!properties) return [...DEFAULT_REQUESTED_FIELDS];
  const keys = Object.keys(properties).flatMap((key) =>
    key === 'contact' ? ['phone', 'email', 'website'] : key === 'opening_hours' ? 'hours' : key,
  );
  return [...new Set(keys.filter(isRequestedField))];
}

export const missingFields = (candidate: Candidate, fields: readonly RequestedField[]) =>
  fields.filter((field) => FIELDS[field].missing(candidate));

/** The words of a reflection query that ask for the missing fields ('phone opening hours'). */
export const fieldWords = (fields: readonly RequestedField[]) =>
  [...new Set(fields.map((field) => FIELDS[field].words).filter(Boolean))].join(' ');
