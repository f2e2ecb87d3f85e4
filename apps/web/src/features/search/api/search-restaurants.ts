/** GET /api/restaurants/search: the results pages (infinite), the filter facets and the top-rated row. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_TIME_ZONE,
  QUICK_BOOK_SEARCH_TIME,
  quickBookSlots,
  zonedDateString,
  type SearchResponse,
} from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { quickBookListKeys } from '@/features/restaurant-cards';
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
    queryKey: [...quickBookListKeys.searchResults, state, position],
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

/**
 * The best-rated restaurants as cards. Searching today at 18:30 makes each result's five slots
 * cover the cards' quick-book times, so the cards show real availability.
 */
export function useTopRatedRestaurants() {
  const date = zonedDateString(new Date(), DEFAULT_TIME_ZONE);
  return useQuery({
    queryKey: [...quickBookListKeys.topRated, date],
    queryFn: ({ signal }) =>
      fetchSearch(
        new URLSearchParams({
          sort: 'rating',
          pageSize: String(TOP_RATED_COUNT),
          date,
          time: QUICK_BOOK_SEARCH_TIME,
        }),
        signal,
      ),
    select: (response) =>
      response.restaurants.map((restaurant) => ({
        ...restaurant,
        quick_book: quickBookSlots(restaurant.slots),
      })),
    // Short-lived: the cards now show which tables are still free, not just ratings.
    staleTime: 30_000,
  });
}
