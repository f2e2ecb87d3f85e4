/** Query keys of the account's own data: its preferences. */
export const profileKeys = {
  preferences: (userId: number) => ['profile', 'preferences', userId] as const,
};
