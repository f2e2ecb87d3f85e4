/**
 * The saved list's query key, shared by its GET and by the heart that edits the cached list. Kept
 * apart from the GET so that the heart, on every page with a card, does not load zod.
 */
export const savedRestaurantKeys = {
  ofUser: (userId: number) => ['users', userId, 'saved-restaurants'] as const,
};
