/** GET /api/restaurants/{id}: one restaurant with its reviews, shared by the profile and reviews pages. */
import { useQuery } from '@tanstack/react-query';
import { parseGallery, type RestaurantDetail } from '@tablefor/shared';
import { api, ApiError } from '@/lib/api-client';

export const restaurantQueryKey = (restaurantId: string) => ['restaurants', restaurantId] as const;

export function isValidRestaurantId(restaurantId: string | undefined): restaurantId is string {
  return restaurantId !== undefined && /^[1-9]\d{0,9}$/.test(restaurantId);
}

export async function getRestaurant(
  restaurantId: string,
  signal?: AbortSignal,
): Promise<RestaurantDetail> {
  const restaurant = await api.get<RestaurantDetail>(`/api/restaurants/${restaurantId}`, {
    signal,
  });
  // The spec allows image_gallery as a JSON string; an unparseable one is an empty gallery.
  return { ...restaurant, image_gallery: parseGallery(restaurant.image_gallery) };
}

/** True when the API says the restaurant does not exist (or the id cannot name one). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function useRestaurant(restaurantId: string | undefined) {
  const valid = isValidRestaurantId(restaurantId);
  return useQuery({
    queryKey: restaurantQueryKey(restaurantId ?? ''),
    queryFn: ({ signal }) => getRestaurant(restaurantId ?? '', signal),
    enabled: valid,
  });
}
