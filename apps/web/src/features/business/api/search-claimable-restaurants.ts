/**
 * The get-started page's claim search: GET /api/restaurants/search by name once the typing
 * pauses, best name matches first (the API's relevance order).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { restaurantKeys } from '@/features/restaurant-detail';
import { searchRestaurants, useDebouncedValue } from '@/features/search';

export const CLAIM_SEARCH_LIMIT = 8;
export const CLAIM_SEARCH_DEBOUNCE_MS = 250;

export const getClaimSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...restaurantKeys.all, 'claim-search', q.toLowerCase()],
    queryFn: ({ signal }) =>
      searchRestaurants(
        new URLSearchParams({
          searchInput: q,
          sort: 'relevance',
          pageSize: String(CLAIM_SEARCH_LIMIT),
        }),
        signal,
      ),
    select: ({ restaurants, total }) => ({ restaurants, total }),
  });

/** The matches of `text` (trimmed, debounced) and the text they answer. */
export function useClaimSearch(text: string) {
  const q = useDebouncedValue(text.trim(), CLAIM_SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    ...getClaimSearchQueryOptions(q),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return { ...query, q };
}
