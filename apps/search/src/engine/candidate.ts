/** Building a candidate from what a source states: everything else empty or null, never guessed. */
import type { WeeklyHours } from '@tablefor/shared';
import type { Candidate } from './types.ts';
import { hoursByWeekday } from './weekday-hours.ts';

export type CandidateFacts = Partial<Omit<Candidate, 'location' | 'contact'>> & {
  name: string;
  source_urls: string[];
  location?: Partial<Candidate['location']>;
  contact?: Partial<Candidate['contact']>;
};

export function candidateOf({ location, contact, ...facts }: CandidateFacts): Candidate {
  const opening_hours: WeeklyHours = facts.opening_hours ?? {};
  return {
    description: '',
    cuisine_type: '',
    price_range: '',
    hours: hoursByWeekday(opening_hours),
    features: [],
    rating: null,
    reviews_count: null,
    founded_year: null,
    size: null,
    listed_restaurant_id: null,
    ...facts,
    opening_hours,
    location: {
      address: '',
      neighborhood: '',
      city: '',
      state: '',
      zip_code: '',
      latitude: null,
      longitude: null,
      ...location,
    },
    contact: { phone: '', email: '', website: '', ...contact },
  };
}

/** '$' to '$$$$' for a stated cost level 1-4, '' otherwise. */
export const priceRangeOf = (cost: number | null | undefined) =>
  cost && cost >= 1 && cost <= 4 ? '$'.repeat(cost) : '';
