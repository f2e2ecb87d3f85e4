/** GET /api/restaurants/search: the results pages (infinite), the filter facets and the top-rated row. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { toApiParams, type SearchState } from '../lib/search-params';

export type Position = { latitude: number; longitude: number };

export function fetchSearch(
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

export function useSearchResults(state: SearchState, position: Position | null) {
  return useInfiniteQuery({
    queryKey: ['restaurants', 'search', state, position],
    queryFn: ({ pageParam, signal }) =>
      fetchSearch(toApiParams(state, pageParam, position), signal),
    initialPageParam: 1,
    getNextPageParam: nextSearchPage,
  });
}

/** Neighborhoods and cuisines of the whole catalogue (a one-row search without filters). */
export function useSearchFacets() {
  return useQuery({
    queryKey: ['restaurants', 'facets'],
    queryFn: ({ signal }) => fetchSearch(new URLSearchParams({ pageSize: '1' }), signal),
    select: (response) => response.facets,
    staleTime: 10 * 60_000,
  });
}

export const TOP_RATED_COUNT = 8;

export function useTopRatedRestaurants() {
  return useQuery({
    queryKey: ['restaurants', 'top-rated'],
    queryFn: ({ signal }) =>
      fetchSearch(
        new URLSearchParams({ sort: 'rating', pageSize: String(TOP_RATED_COUNT) }),
        signal,
      ),
    select: (response) => response.restaurants,
    staleTime: 5 * 60_000,
  });
}
