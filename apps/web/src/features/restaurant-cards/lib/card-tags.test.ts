import { describe, expect, it } from 'vitest';
import { cardTags, FOODIE_RATING, FOODIE_REVIEWS, HOT_SPOT_BOOKINGS_TODAY } from './card-tags';

describe('cardTags', () => {
  it('claims nothing for a restaurant none of whose figures earn a tag', () => {
    expect(
      cardTags({
        booked_today: 0,
        dining_style: 'Casual Dining',
        cost: 2,
        average_rating: 4.9,
        review_count: 2,
      }),
    ).toEqual([]);
  });

  it('makes a Hot Spot of a restaurant booked again and again today, and no sooner', () => {
    expect(cardTags({ booked_today: HOT_SPOT_BOOKINGS_TODAY })).toEqual(['hotSpot']);
    expect(cardTags({ booked_today: HOT_SPOT_BOOKINGS_TODAY - 1 })).toEqual([]);
  });

  it('calls fine dining or the top price a Special Occasion place', () => {
    expect(cardTags({ dining_style: 'Fine Dining', cost: 2 })).toEqual(['specialOccasion']);
    expect(cardTags({ dining_style: 'Casual Dining', cost: 4 })).toEqual(['specialOccasion']);
    expect(cardTags({ dining_style: 'Casual Elegant', cost: 3 })).toEqual([]);
  });

  it('wants both a high average and enough reviews for Fit For Foodies', () => {
    expect(cardTags({ average_rating: FOODIE_RATING, review_count: FOODIE_REVIEWS })).toEqual([
      'fitForFoodies',
    ]);
    expect(cardTags({ average_rating: 5, review_count: FOODIE_REVIEWS - 1 })).toEqual([]);
    expect(cardTags({ average_rating: FOODIE_RATING - 0.1, review_count: 100 })).toEqual([]);
  });

  it('claims no tag from a figure the card was not given', () => {
    expect(cardTags({ average_rating: 4.8, review_count: 40 })).toEqual(['fitForFoodies']);
    expect(cardTags({})).toEqual([]);
  });
});
