/**
 * After a booking, a change or a cancellation the free tables change: the lists whose cards show
 * quick-book times must refetch. Those are the top-rated row and the search results (keys of
 * features/search/api/search-restaurants.ts, built from these roots) and the diner's saved list.
 */
import type { QueryClient } from '@tanstack/react-query';
import { savedRestaurantsQueryKey } from './use-toggle-saved';

export const quickBookListKeys = {
  topRated: ['restaurants', 'top-rated'] as const,
  searchResults: ['restaurants', 'search'] as const,
};

export function invalidateQuickBookLists(
  queryClient: QueryClient,
  userId: number | null,
): Promise<void> {
  const keys: readonly (readonly unknown[])[] = [
    quickBookListKeys.topRated,
    quickBookListKeys.searchResults,
    ...(userId === null ? [] : [savedRestaurantsQueryKey(userId)]),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
