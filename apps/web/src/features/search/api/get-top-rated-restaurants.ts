/**
 * The best-rated restaurants as cards: GET /api/restaurants/search sorted by rating. Searching
 * today at 18:30 makes each result's five slots cover the cards' quick-book times, so the cards
 * show real availability.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_TIME_ZONE,
  QUICK_BOOK_SEARCH_TIME,
  quickBookSlots,
  zonedDateString,
} from '@tablefor/shared';
import { quickBookListKeys } from '@/features/restaurant-cards';
import { searchRestaurants } from './search-restaurants';

export const TOP_RATED_COUNT = 8;

export const getTopRatedRestaurantsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...quickBookListKeys.topRated, date],
    queryFn: ({ signal }) =>
      searchRestaurants(
        new URLSearchParams({
          sort: 'rating',
          pageSize: String(TOP_RATED_COUNT),
          date,
          time: QUICK_BOOK_SEARCH_TIME,
        }),
        signal,
      ),
  });

export function useTopRatedRestaurants() {
  const date = zonedDateString(new Date(), DEFAULT_TIME_ZONE);
  return useQuery({
    ...getTopRatedRestaurantsQueryOptions(date),
    select: (response) =>
      response.restaurants.map((restaurant) => ({
        ...restaurant,
        quick_book: quickBookSlots(restaurant.slots),
      })),
    // Short-lived: the cards now show which tables are still free, not just ratings.
    staleTime: 30_000,
  });
}
