/** Query keys of the bell: one root, so marking read refreshes the list and its count together. */
export const notificationKeys = {
  all: ['notifications'] as const,
  ofUser: (userId: number) => ['notifications', 'user', userId] as const,
};
