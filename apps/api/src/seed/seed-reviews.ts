/** Reviews from templates: 0-12 per restaurant, ratings leaning to 3-5, one per user and restaurant. */
import type { reviews } from '../db/schema/index.ts';
import { CUISINE_BY_NAME } from './cuisines.ts';
import type { Random } from './prng.ts';

export type ReviewRow = typeof reviews.$inferInsert;

const OPENERS: Record<number, string[]> = {
  5: [
    'Absolutely wonderful evening.',
    'One of the best meals I have had in LA.',
    'Perfect from start to finish.',
    'We keep coming back, and it never disappoints.',
  ],
  4: [
    'Really lovely dinner.',
    'A solid neighborhood spot.',
    'Great food and a relaxed vibe.',
    'Very good overall.',
  ],
  3: [
    'Decent, but not quite memorable.',
    'A mixed night.',
    'Good, not great.',
    'Fine for a weeknight.',
  ],
  2: ['Expected more.', 'Disappointing visit.', 'Not what it used to be.'],
  1: ['Would not return.', 'A frustrating evening.', 'Sadly a miss for us.'],
};

const FOOD: Record<number, string[]> = {
  5: [
    'The {dish} was outstanding and the {dish2} was even better.',
    'Every plate was beautifully seasoned, especially the {dish}.',
  ],
  4: [
    'The {dish} was excellent; the {dish2} was a little heavy but still tasty.',
    'Loved the {dish}.',
  ],
  3: [
    'The {dish} was good, though the {dish2} came out lukewarm.',
    'Portions were fine and the {dish} was tasty.',
  ],
  2: ['The {dish} was bland and the {dish2} was overcooked.', 'The {dish} was nothing special.'],
  1: ['The {dish} arrived cold.', 'Our {dish} was over-salted and we sent it back.'],
};

const SERVICE = [
  'Service was warm and attentive.',
  'Our server had great recommendations.',
  'The wait for a table was short even on a Friday.',
  'It gets loud when it is busy.',
  'The cocktails are worth the trip on their own.',
  'Parking was a bit of a hassle.',
  'Great spot for a birthday dinner.',
  'The patio is lovely on a warm evening.',
  'Service was slow, but friendly.',
];

const CLOSERS: Record<number, string[]> = {
  5: ['Cannot wait to come back!', 'Highly recommend.', 'Book ahead, it fills up.'],
  4: ['Will be back.', 'Recommended.', ''],
  3: ['Might give it another try.', ''],
  2: ['Probably will not return.', ''],
  1: ['Not worth the price.', ''],
};

/** Ratings lean positive: 40% five, 33% four, 15% three, 7% two, 5% one. */
function randomRating(random: Random): number {
  const roll = random.next();
  return roll < 0.4 ? 5 : roll < 0.73 ? 4 : roll < 0.88 ? 3 : roll < 0.95 ? 2 : 1;
}

function reviewText(random: Random, rating: number, cuisineName: string): string {
  const dishes = CUISINE_BY_NAME.get(cuisineName)?.dishes ?? ['house special', 'dessert'];
  const [dish = 'house special', dish2 = 'dessert'] = random.sample(dishes, 2);
  const pick = (options: Record<number, string[]>) => random.pick(options[rating] ?? ['']);
  const parts = [pick(OPENERS), pick(FOOD).replace('{dish}', dish).replace('{dish2}', dish2)];
  if (random.chance(0.7)) parts.push(random.pick(SERVICE));
  parts.push(pick(CLOSERS));
  return parts.filter(Boolean).join(' ').slice(0, 500);
}

/** 0-12 reviews, about 3.75 on average, 10% of restaurants with none. */
export function reviewCount(random: Random): number {
  const roll = random.next();
  return roll < 0.1 ? 0 : roll < 0.9 ? random.int(1, 6) : random.int(7, 12);
}

export type ReviewContext = {
  restaurantId: number;
  cuisineName: string;
  /** Authors for this restaurant, already distinct. */
  authorIds: number[];
  now: Date;
};

export function reviewsFor(random: Random, context: ReviewContext): ReviewRow[] {
  return context.authorIds.map((userId) => {
    const rating = randomRating(random);
    const createdAt = new Date(
      context.now.getTime() - random.int(1, 720) * 86_400_000 - random.int(0, 86_399) * 1000,
    );
    return {
      user_id: userId,
      restaurant_id: context.restaurantId,
      rating,
      review: reviewText(random, rating, context.cuisineName),
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
}
