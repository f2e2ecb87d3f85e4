/** Star buckets, rating labels and price labels of spec/diner.md section 9. */

/** Whole stars shown for an average: 0.1-1.6 one star, to 2.6 two, to 3.6 three, to 4.6 four, then five. */
export function starCount(average: number): number {
  if (!(average > 0)) return 0;
  if (average < 1.6) return 1;
  if (average < 2.6) return 2;
  if (average < 3.6) return 3;
  if (average < 4.6) return 4;
  return 5;
}

export type RatingLabel = 'Good' | 'Excellent' | 'Very Good' | 'Awesome' | 'Exceptional';

/** The results page's word for an average (null without reviews: five grey stars and (0)). */
export function ratingLabel(average: number): RatingLabel | null {
  if (!(average > 0)) return null;
  if (average < 1.6) return 'Good';
  if (average < 2.6) return 'Excellent';
  if (average < 3.6) return 'Very Good';
  if (average < 4.6) return 'Awesome';
  return 'Exceptional';
}

export const PRICE_LEVELS = [1, 2, 3, 4] as const;
export type PriceLevel = (typeof PRICE_LEVELS)[number];

/** Home filter option labels. */
export const PRICE_OPTION_LABELS: Record<PriceLevel, string> = {
  1: '$ - Budget',
  2: '$$ - Moderate',
  3: '$$$ - Expensive',
  4: '$$$$ - Very Expensive',
};

/** Search results level labels. */
export const PRICE_LEVEL_LABELS: Record<PriceLevel, string> = {
  1: 'Budget-Friendly',
  2: 'Moderate',
  3: 'Upscale',
  4: 'Luxury',
};

/** Restaurant page price text: 1 and 2 '$30 and under', 3 '$31 to $50', 4 '$50 and over'. */
export function priceRangeText(cost: number): string {
  if (cost >= 4) return '$50 and over';
  if (cost === 3) return '$31 to $50';
  return '$30 and under';
}

export function dollarSigns(cost: number): string {
  return '$'.repeat(Math.min(4, Math.max(1, Math.round(cost))));
}
