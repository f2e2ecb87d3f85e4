/** Caches the lists whose cards show quick-book times, to check a change marks them stale. */
import type { QueryClient } from '@tanstack/react-query';

export function quickBookListKeysFor(userId: number) {
  return [
    ['restaurants', 'top-rated', '2026-07-10'],
    ['restaurants', 'search', { q: 'pasta' }, null],
    ['users', userId, 'saved-restaurants'],
  ] as const;
}

/** Seeds the three lists plus the facets, which a booking must leave alone. */
export function seedQuickBookLists(queryClient: QueryClient, userId: number) {
  for (const key of quickBookListKeysFor(userId)) queryClient.setQueryData(key, { seeded: true });
  queryClient.setQueryData(['restaurants', 'facets'], { seeded: true });
}

export function staleQuickBookLists(queryClient: QueryClient, userId: number) {
  return quickBookListKeysFor(userId).map(
    (key) => queryClient.getQueryState(key)?.isInvalidated ?? false,
  );
}

export const facetsStale = (queryClient: QueryClient) =>
  queryClient.getQueryState(['restaurants', 'facets'])?.isInvalidated ?? false;
