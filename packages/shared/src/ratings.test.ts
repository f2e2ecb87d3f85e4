import { describe, expect, it } from 'vitest';
import { dollarSigns, priceRangeText, ratingLabel, starCount } from './ratings.ts';

describe('star buckets', () => {
  it.each([
    [0, 0],
    [0.1, 1],
    [1.5, 1],
    [1.6, 2],
    [2.5, 2],
    [2.6, 3],
    [3.6, 4],
    [4.5, 4],
    [4.6, 5],
    [5, 5],
  ])('%d -> %d stars', (average, stars) => expect(starCount(average)).toBe(stars));
});

describe('results-page labels', () => {
  it.each([
    [0, null],
    [0.1, 'Good'],
    [1.5, 'Good'],
    [1.6, 'Excellent'],
    [2.5, 'Excellent'],
    [2.6, 'Very Good'],
    [3.5, 'Very Good'],
    [3.6, 'Awesome'],
    [4.5, 'Awesome'],
    [4.6, 'Exceptional'],
  ])('%d -> %s', (average, label) => expect(ratingLabel(average)).toBe(label));
});

it('price texts', () => {
  expect([1, 2, 3, 4].map(priceRangeText)).toEqual([
    '$30 and under',
    '$30 and under',
    '$31 to $50',
    '$50 and over',
  ]);
  expect(dollarSigns(3)).toBe('$$$');
});
