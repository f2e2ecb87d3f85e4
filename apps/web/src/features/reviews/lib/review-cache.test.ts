import { describe, expect, it } from 'vitest';
import type { RestaurantDetail, Review } from '@tablefor/shared';
import { applyReviewChangeToRestaurant } from './review-cache';

const review = (id: number, rating: number) => ({ id, rating }) as Review;
const restaurant = (reviews: Review[]) =>
  ({ id: 12, reviews, average_rating: 0, review_count: 0 }) as unknown as RestaurantDetail;

describe('applyReviewChangeToRestaurant', () => {
  it('puts a new review first and recomputes the average to two decimals', () => {
    const next = applyReviewChangeToRestaurant(restaurant([review(1, 5), review(2, 4)]), {
      type: 'saved',
      review: review(3, 4),
    });
    expect(next.reviews.map((r) => r.id)).toEqual([3, 1, 2]);
    expect(next.review_count).toBe(3);
    expect(next.average_rating).toBe(4.33);
  });

  it('drops a deleted review; none left means no average', () => {
    const next = applyReviewChangeToRestaurant(restaurant([review(1, 5)]), {
      type: 'deleted',
      id: 1,
      restaurantId: 12,
    });
    expect(next.reviews).toEqual([]);
    expect(next.review_count).toBe(0);
    expect(next.average_rating).toBe(0);
  });
});
