/** Caches the lists whose cards show quick-book times, to check a change marks them stale. */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getSavedRestaurantsQueryOptions } from '@/features/restaurant-cards';
import {
  defaultSearchState,
  getSearchFacetsQueryOptions,
  getSearchResultsQueryOptions,
  getTopRatedRestaurantsQueryOptions,
} from '@/features/search';

export function quickBookListKeysFor(userId: number): QueryKey[] {
  const today = '2026-07-10';
  return [
    getTopRatedRestaurantsQueryOptions(today).queryKey,
    getSearchResultsQueryOptions({ ...defaultSearchState(today), searchInput: 'pasta' }, null)
      .queryKey,
    getSavedRestaurantsQueryOptions(userId).queryKey,
  ];
}

const facetsKey: QueryKey = getSearchFacetsQueryOptions().queryKey;

/** Seeds the three lists plus the facets, which a booking must leave alone. */
export function seedQuickBookLists(queryClient: QueryClient, userId: number) {
  for (const key of quickBookListKeysFor(userId)) queryClient.setQueryData(key, { seeded: true });
  queryClient.setQueryData(facetsKey, { seeded: true });
}

export function staleQuickBookLists(queryClient: QueryClient, userId: number) {
  return quickBookListKeysFor(userId).map(
    (key) => queryClient.getQueryState(key)?.isInvalidated ?? false,
  );
}

export const facetsStale = (queryClient: QueryClient) =>
  queryClient.getQueryState(facetsKey)?.isInvalidated ?? false;
