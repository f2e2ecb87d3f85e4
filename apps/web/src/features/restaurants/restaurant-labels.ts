/** Maps the shared price and rating rules to catalogue keys, and names review authors. */
import { ratingLabel, type RatingLabel } from '@tablefor/shared';

export type PriceRangeKey = 'under30' | 'from31To50' | 'over50';

/** Key of priceRangeText(cost): 1-2 '$30 and under', 3 '$31 to $50', 4 '$50 and over'. */
export function priceRangeKey(cost: number): PriceRangeKey {
  if (cost >= 4) return 'over50';
  return cost === 3 ? 'from31To50' : 'under30';
}

export type RatingLabelKey = 'good' | 'excellent' | 'veryGood' | 'awesome' | 'exceptional';

const RATING_LABEL_KEYS: Record<RatingLabel, RatingLabelKey> = {
  Good: 'good',
  Excellent: 'excellent',
  'Very Good': 'veryGood',
  Awesome: 'awesome',
  Exceptional: 'exceptional',
};

export function ratingLabelKey(average: number): RatingLabelKey | null {
  const label = ratingLabel(average);
  return label ? RATING_LABEL_KEYS[label] : null;
}

/** 'Ana D.': first name and last initial, so reviews never show a full surname. */
export function reviewAuthorName(user: { first_name: string; last_name: string }): string {
  const initial = user.last_name.trim().charAt(0).toUpperCase();
  return initial ? `${user.first_name.trim()} ${initial}.` : user.first_name.trim();
}

/** '4.3': the average to one decimal. */
export function formatAverage(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}
