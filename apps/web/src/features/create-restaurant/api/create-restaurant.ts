/**
 * POST /api/restaurants/: any signed-in user creates a listing (an administrator's is published at
 * once, anyone else's waits for review). Only the new id is needed: the wizard opens its page.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restaurantSchema, type RestaurantInput } from '@tablefor/shared';
import { restaurantKeys } from '@/features/restaurant-detail';
import { api } from '@/lib/api-client';

const createdRestaurantSchema = restaurantSchema.pick({ id: true });
export type CreatedRestaurant = { id: number };

export function createRestaurant(input: RestaurantInput): Promise<CreatedRestaurant> {
  return api.post('/api/restaurants/', input, { schema: createdRestaurantSchema });
}

export function useCreateRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRestaurant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: restaurantKeys.all }),
  });
}
