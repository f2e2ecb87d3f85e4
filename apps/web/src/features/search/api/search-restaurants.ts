/**
 * GET /api/restaurants/search: the results pages (infinite) and the facets. Keys sit under the
 * restaurants root, so a new review refreshes the ratings they show; the results' root is one of
 * the quick-book lists a booking refreshes.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { SearchResponse } from '@tablefor/shared';
import { quickBookListKeys } from '@/features/restaurant-cards';
import { restaurantKeys } from '@/features/restaurant-detail';
import { api } from '@/lib/api-client';
import { toApiParams, type SearchState } from '../lib/search-params';

export type Position = { latitude: number; longitude: number };

export function searchRestaurants(
  params: URLSearchParams,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  return api.get<SearchResponse>(`/api/restaurants/search?${params.toString()}`, {
    auth: false,
    signal,
  });
}

export function nextSearchPage(last: SearchResponse): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

export const getSearchResultsQueryOptions = (state: SearchState, position: Position | null) =>
  infiniteQueryOptions({
    queryKey: [...quickBookListKeys.searchResults, state, position],
    queryFn: ({ pageParam, signal }) =>
      searchRestaurants(toApiParams(state, pageParam, position), signal),
    initialPageParam: 1,
    getNextPageParam: nextSearchPage,
  });

export function useSearchResults(state: SearchState, position: Position | null) {
  return useInfiniteQuery(getSearchResultsQueryOptions(state, position));
}

/** Neighborhoods and cuisines of the whole catalogue (a one-row search without filters). */
export const getSearchFacetsQueryOptions = () =>
  queryOptions({
    queryKey: [...restaurantKeys.all, 'facets'],
    queryFn: ({ signal }) => searchRestaurants(new URLSearchParams({ pageSize: '1' }), signal),
  });

export function useSearchFacets() {
  return useQuery({
    ...getSearchFacetsQueryOptions(),
    select: (response) => response.facets,
    staleTime: 10 * 60_000,
  });
}
