/** Which illustrated scene each restaurant image number shows; the seed matches them to cuisines. */

export const SCENE_KINDS = [
  'pasta',
  'pizza',
  'salad',
  'wine',
  'sushi',
  'ramen',
  'interior',
  'tacos',
  'cocktail',
  'bbq',
  'bowl',
  'curry',
  'burger',
  'steak',
  'dessert',
  'dumplings',
  'seafood',
] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

/** Image n (1-based) shows RESTAURANT_SCENES[n - 1]; variants of a kind differ in palette and layout. */
export const RESTAURANT_SCENES: readonly SceneKind[] = [
  'pasta',
  'sushi',
  'tacos',
  'interior',
  'salad',
  'ramen',
  'steak',
  'pizza',
  'curry',
  'wine',
  'dumplings',
  'burger',
  'seafood',
  'bowl',
  'dessert',
  'bbq',
  'cocktail',
  'pasta',
  'sushi',
  'tacos',
  'interior',
  'salad',
  'ramen',
  'steak',
  'pizza',
  'curry',
  'wine',
  'dumplings',
  'burger',
  'seafood',
  'bowl',
  'dessert',
  'bbq',
  'cocktail',
  'pasta',
  'sushi',
  'tacos',
  'interior',
  'salad',
  'ramen',
  'steak',
  'pizza',
  'curry',
  'wine',
  'seafood',
  'bowl',
  'dessert',
  'interior',
];

export const RESTAURANT_IMAGE_COUNT = RESTAURANT_SCENES.length;

export const restaurantImagePath = (n: number) => `/images/restaurants/${n}.svg`;

/** Image numbers by kind, for picking a picture that fits a cuisine. */
export function imageNumbersOfKind(kind: string): number[] {
  const numbers: number[] = [];
  RESTAURANT_SCENES.forEach((sceneKind, index) => {
    if (sceneKind === kind) numbers.push(index + 1);
  });
  return numbers;
}
