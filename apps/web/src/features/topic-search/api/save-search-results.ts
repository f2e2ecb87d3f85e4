/**
 * POST /api/restaurants/from-search: the chosen results become listings, pending review. Results
 * that are restaurants listed already come back as duplicates, with the listing's id.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  saveSearchResultsResponseSchema,
  type SaveSearchResults,
  type SaveSearchResultsResponse,
} from '@tablefor/shared';
import { restaurantKeys } from '@/features/restaurant-detail';
import { api } from '@/lib/api-client';

export function saveSearchResults(input: SaveSearchResults): Promise<SaveSearchResultsResponse> {
  return api.post('/api/restaurants/from-search', input, {
    schema: saveSearchResultsResponseSchema,
  });
}

export function useSaveSearchResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearchResults,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: restaurantKeys.all }),
  });
}
