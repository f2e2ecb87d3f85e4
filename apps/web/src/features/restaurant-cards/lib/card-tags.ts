/**
 * The highlights a card shows, each only where the restaurant's own figures make it true: a Hot
 * Spot is booked again and again today, a Special Occasion place is fine dining or the top price,
 * and Fit For Foodies is rated highly by enough diners. A card whose data lacks a figure (a saved
 * restaurant's summary carries no bookings) does not claim the tag.
 */
import type { SearchResult } from '@tablefor/shared';

export const CARD_TAGS = ['hotSpot', 'specialOccasion', 'fitForFoodies'] as const;
export type CardTag = (typeof CARD_TAGS)[number];

/** Bookings made for today that make a restaurant a Hot Spot. */
export const HOT_SPOT_BOOKINGS_TODAY = 3;
/** Fit For Foodies: at least this average from at least this many reviews. */
export const FOODIE_RATING = 4.5;
export const FOODIE_REVIEWS = 5;

export type TaggedFigures = Partial<
  Pick<SearchResult, 'booked_today' | 'dining_style' | 'cost' | 'average_rating' | 'review_count'>
>;

export function cardTags(figures: TaggedFigures): CardTag[] {
  const tags: CardTag[] = [];
  if ((figures.booked_today ?? 0) >= HOT_SPOT_BOOKINGS_TODAY) tags.push('hotSpot');
  if (figures.dining_style?.toLowerCase() === 'fine dining' || figures.cost === 4) {
    tags.push('specialOccasion');
  }
  if (
    (figures.review_count ?? 0) >= FOODIE_REVIEWS &&
    (figures.average_rating ?? 0) >= FOODIE_RATING
  ) {
    tags.push('fitForFoodies');
  }
  return tags;
}
