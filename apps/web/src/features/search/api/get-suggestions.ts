/** GET /api/restaurants/suggestions for the text box, once the typing pauses. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Suggestions } from '@tablefor/shared';
import { restaurantKeys } from '@/features/restaurant-detail';
import { api } from '@/lib/api-client';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { WIDE_GROUP_LIMIT } from '../lib/suggestion-groups';

export const SUGGESTIONS_DEBOUNCE_MS = 200;

export function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestions> {
  const params = new URLSearchParams({ q, limit: String(WIDE_GROUP_LIMIT) });
  return api.get<Suggestions>(`/api/restaurants/suggestions?${params.toString()}`, {
    auth: false,
    signal,
  });
}

export const getSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...restaurantKeys.all, 'suggestions', q.toLowerCase()],
    queryFn: ({ signal }) => getSuggestions(q, signal),
  });

export function useSuggestions(text: string) {
  const q = useDebouncedValue(text.trim(), SUGGESTIONS_DEBOUNCE_MS);
  return useQuery({
    ...getSuggestionsQueryOptions(q),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
