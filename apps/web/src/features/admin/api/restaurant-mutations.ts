/**
 * PUT and DELETE /api/restaurants/{id}: an administrator's edit (every field, or `{preview_img}`
 * alone) and removal. The cached restaurant changes at once; then every view of restaurants
 * refetches, and a removal also refreshes reservations (its future ones are cancelled).
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  removedRestaurantSchema,
  restaurantSchema,
  type RemovedRestaurant,
  type Restaurant,
  type RestaurantDetail,
  type UpdateRestaurantInput,
} from '@tablefor/shared';
import { invalidateQuickBookLists } from '@/features/restaurant-cards';
import { getRestaurantQueryOptions, restaurantKeys } from '@/features/restaurant-detail';
import { reservationKeys } from '@/features/reservations';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/**
 * The fields as typed (the schema's input): the API parses them with the same schema, so they are
 * sent once the form has checked them, not as the parse left them (a cleared chef is null there).
 */
export function updateRestaurant(
  restaurantId: number,
  input: UpdateRestaurantInput,
): Promise<Restaurant> {
  return api.put(`/api/restaurants/${restaurantId}`, input, { schema: restaurantSchema });
}

export function deleteRestaurant(restaurantId: number): Promise<RemovedRestaurant> {
  return api.delete(`/api/restaurants/${restaurantId}`, { schema: removedRestaurantSchema });
}

/** Writes part of a restaurant into its cached record (the one the modal shows). */
export function patchCachedRestaurant(
  queryClient: QueryClient,
  restaurantId: number,
  patch: Partial<RestaurantDetail>,
): void {
  queryClient.setQueryData(getRestaurantQueryOptions(restaurantId).queryKey, (cached) =>
    cached ? { ...cached, ...patch } : cached,
  );
}

export const refreshRestaurantViews = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: restaurantKeys.all });

export function useUpdateRestaurant(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateRestaurantInput) => updateRestaurant(restaurantId, input),
    onSuccess: async (restaurant) => {
      patchCachedRestaurant(queryClient, restaurantId, restaurant);
      await refreshRestaurantViews(queryClient);
    },
  });
}

export function useDeleteRestaurant() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: deleteRestaurant,
    onSuccess: async (removed) => {
      queryClient.removeQueries({ queryKey: restaurantKeys.detail(removed.id), exact: true });
      await Promise.all([
        refreshRestaurantViews(queryClient),
        queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
        // Saves of a removed restaurant are deleted: the admin's own saved list may change.
        invalidateQuickBookLists(queryClient, user?.id ?? null),
      ]);
    },
  });
}
