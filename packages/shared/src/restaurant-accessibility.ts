/**
 * How a restaurant can be reached and used: four yes/no features and a note. Each feature is named
 * as schema.org's LocationFeatureSpecification names it, so the crawl reads `amenityFeature` with
 * the same list the restaurant page's JSON-LD writes it from.
 */
import { z } from 'zod';
import { LISTING_TEXT_MAX_LENGTH, restaurantCodes as m } from './restaurant-listing-rules.ts';

export const ACCESSIBILITY_FEATURES = [
  {
    key: 'step_free_entrance',
    schemaName: 'Step-free entrance',
    alsoNamed: ['Wheelchair accessible entrance', 'Accessible entrance', 'Level entrance'],
  },
  {
    key: 'accessible_restroom',
    schemaName: 'Accessible restroom',
    alsoNamed: ['Wheelchair accessible restroom', 'Accessible toilet', 'Accessible bathroom'],
  },
  {
    key: 'accessible_seating',
    schemaName: 'Accessible seating',
    alsoNamed: ['Wheelchair accessible seating'],
  },
  {
    key: 'hearing_loop',
    schemaName: 'Hearing loop',
    alsoNamed: ['Induction loop', 'Assistive hearing loop'],
  },
] as const;
export type AccessibilityFeature = (typeof ACCESSIBILITY_FEATURES)[number]['key'];

/** The note is a sentence or two ('Ramp at the side door on 5th St.'), a listing's short text. */
export const ACCESSIBILITY_NOTE_MAX_LENGTH = LISTING_TEXT_MAX_LENGTH;

const feature = z.boolean().default(false);

/** What the API answers and stores; a feature nobody stated is false, an empty note says nothing. */
export const accessibilitySchema = z.object({
  step_free_entrance: feature,
  accessible_restroom: feature,
  accessible_seating: feature,
  hearing_loop: feature,
  note: z.string().trim().max(ACCESSIBILITY_NOTE_MAX_LENGTH, { error: m.textTooLong }).default(''),
});
export type Accessibility = z.output<typeof accessibilitySchema>;

export function noAccessibility(): Accessibility {
  return accessibilitySchema.parse({});
}

/** Whether a listing states anything about its access (the page shows a section only then). */
export function statesAccessibility(accessibility: Accessibility): boolean {
  return accessibility.note !== '' || ACCESSIBILITY_FEATURES.some(({ key }) => accessibility[key]);
}
