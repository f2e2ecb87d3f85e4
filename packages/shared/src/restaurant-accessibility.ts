/**
 * How a restaurant can be reached and used: four yes/no features and a note. Each feature is named
 * as schema.org's LocationFeatureSpecification names it, so the crawl reads `amenityFeature` with
 * the same list the restaurant page's JSON-LD writes it from. The schema that checks it is in
 * restaurant-accessibility-schema.ts: pages that only read the list load no zod.
 */
import { LISTING_TEXT_MAX_LENGTH } from './restaurant-listing-rules.ts';

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

/** What the API answers and stores: each feature stated or not, and a note ('' for none). */
export type Accessibility = { [Feature in AccessibilityFeature]: boolean } & { note: string };

/** Nothing stated: every feature false, no note. */
export function noAccessibility(): Accessibility {
  return {
    step_free_entrance: false,
    accessible_restroom: false,
    accessible_seating: false,
    hearing_loop: false,
    note: '',
  };
}

/** Whether a listing states anything about its access (the page shows a section only then). */
export function statesAccessibility(accessibility: Accessibility): boolean {
  return accessibility.note !== '' || ACCESSIBILITY_FEATURES.some(({ key }) => accessibility[key]);
}
