/**
 * The product's own restaurant pictures (apps/api/static/images/restaurants, one of each scene),
 * for an owner without an image address of their own.
 */
export const stockPictureKinds = [
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
] as const;
export type StockPictureKind = (typeof stockPictureKinds)[number];

export const stockPictures = stockPictureKinds.map((kind, index) => ({
  kind,
  src: `/images/restaurants/${index + 1}.svg`,
}));
