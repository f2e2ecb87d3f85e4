import { describe, expect, it } from 'vitest';
import { priceRangeText, reservationMessages } from '@tablefor/shared';
import { en } from '@/i18n/catalog-en';
import {
  formatAverage,
  priceRangeKey,
  ratingLabelKey,
  reviewAuthorName,
} from './restaurant-labels';

describe('restaurant labels', () => {
  it('price text per level matches the shared rule', () => {
    for (const cost of [1, 2, 3, 4]) {
      expect(en.restaurant.price[priceRangeKey(cost)]).toBe(priceRangeText(cost));
    }
  });

  it('rating words follow the shared buckets', () => {
    expect(ratingLabelKey(0)).toBeNull();
    expect(ratingLabelKey(1.5)).toBe('good');
    expect(ratingLabelKey(2.5)).toBe('excellent');
    expect(ratingLabelKey(3.5)).toBe('veryGood');
    expect(ratingLabelKey(4.5)).toBe('awesome');
    expect(ratingLabelKey(4.6)).toBe('exceptional');
  });

  it('booking form errors are the shared reservation messages', () => {
    const errors = en.errors.reservation ?? {};
    expect(errors.date).toBe(reservationMessages.date);
    expect(errors.time).toBe(reservationMessages.time);
    expect(errors.partySize).toBe(reservationMessages.partySize);
    expect(errors.futureTime).toBe(reservationMessages.futureTime);
  });

  it('formats authors and averages', () => {
    expect(reviewAuthorName({ first_name: 'Ana', last_name: 'diaz' })).toBe('Ana D.');
    expect(reviewAuthorName({ first_name: 'Cher', last_name: '' })).toBe('Cher');
    expect(formatAverage(4)).toBe('4.0');
    expect(formatAverage(4.25)).toBe('4.3');
  });
});
