/**
 * Query keys of Notify. A diner's requests and a restaurant's demand share the 'notify' root, so
 * one invalidation after an ask, a cancel or a claim refreshes the dashboard, the header's notice
 * and the claim page together.
 */
export const notifyKeys = {
  all: ['notify'] as const,
  ofUser: (userId: number) => ['notify', 'user', userId] as const,
  demand: (restaurantId: number) => ['notify', 'demand', restaurantId] as const,
};
