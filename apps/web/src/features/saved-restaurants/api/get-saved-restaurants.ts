/** GET /api/users/{userId}/saved-restaurants: the diner's saved list, newest first. */
import { useQuery } from '@tanstack/react-query';
import { savedRestaurantListSchema, type SavedRestaurantList } from '@tablefor/shared';
import { savedRestaurantsQueryKey } from '@/features/restaurant-cards';
import { api } from '@/lib/api-client';

export function getSavedRestaurants(userId: number, signal?: AbortSignal) {
  return api.get<SavedRestaurantList>(`/api/users/${userId}/saved-restaurants`, {
    schema: savedRestaurantListSchema,
    signal,
  });
}

export function useSavedRestaurants(userId: number) {
  return useQuery({
    queryKey: savedRestaurantsQueryKey(userId),
    queryFn: ({ signal }) => getSavedRestaurants(userId, signal),
    select: (list) => list.SavedRestaurants,
  });
}
