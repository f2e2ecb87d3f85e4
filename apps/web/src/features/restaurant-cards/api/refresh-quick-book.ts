/**
 * After a booking, a change or a cancellation the free tables change: the lists whose cards show
 * quick-book times must refetch. Those are the top-rated row and the search results (keys of
 * features/search/api, built from these roots) and the diner's saved list. The roots live here, in
 * the feature every such page already loads, so that refreshing them never loads the search pages.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { restaurantKeys } from '@/features/restaurant-detail';
import { savedRestaurantKeys } from './saved-restaurant-keys';

export const quickBookListKeys = {
  topRated: [...restaurantKeys.all, 'top-rated'] as const,
  searchResults: [...restaurantKeys.all, 'search'] as const,
};

export function invalidateQuickBookLists(
  queryClient: QueryClient,
  userId: number | null,
): Promise<void> {
  const keys: QueryKey[] = [
    quickBookListKeys.topRated,
    quickBookListKeys.searchResults,
    ...(userId === null ? [] : [savedRestaurantKeys.ofUser(userId)]),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
