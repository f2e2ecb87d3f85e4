/**
 * GET /api/users/{userId}/saved-restaurants: the diner's saved list, newest first. It sits beside
 * the heart that edits it (use-toggle-saved.ts); the dashboard's panel shows it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedRestaurantListSchema, type SavedRestaurantList } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { savedRestaurantKeys } from './saved-restaurant-keys';

export function getSavedRestaurants(userId: number, signal?: AbortSignal) {
  return api.get<SavedRestaurantList>(`/api/users/${userId}/saved-restaurants`, {
    schema: savedRestaurantListSchema,
    signal,
  });
}

export const getSavedRestaurantsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: savedRestaurantKeys.ofUser(userId),
    queryFn: ({ signal }) => getSavedRestaurants(userId, signal),
  });

export function useSavedRestaurants(userId: number) {
  return useQuery({
    ...getSavedRestaurantsQueryOptions(userId),
    select: (list) => list.SavedRestaurants,
  });
}
