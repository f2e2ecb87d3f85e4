/**
 * Query keys the review calls read and refresh. The restaurant detail key mirrors
 * restaurants/api/get-restaurant (['restaurants', id as in the URL]); the restaurant's reviews live
 * under it, so refreshing the restaurant refreshes its reviews too.
 */
export const restaurantDetailKey = (restaurantId: number) =>
  ['restaurants', String(restaurantId)] as const;

export const restaurantReviewsKey = (restaurantId: number) =>
  ['restaurants', String(restaurantId), 'reviews'] as const;

export const userReviewsKey = (userId: number) => ['users', userId, 'reviews'] as const;

/** Every restaurant query: details, search results, facets and the top-rated row all show ratings. */
export const allRestaurantsKey = ['restaurants'] as const;
