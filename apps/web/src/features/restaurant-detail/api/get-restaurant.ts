/** GET /api/restaurants/{id}: one restaurant with its reviews, for its profile, reviews and booking pages. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseGallery, type RestaurantDetail } from '@tablefor/shared';
import { api, ApiError } from '@/lib/api-client';

/**
 * Every query that shows a restaurant's figures (the restaurant, its reviews, the search lists)
 * is keyed under `all`, so one invalidation after a new review refreshes its rating everywhere.
 * A restaurant's key holds its id as the URL spells it; its reviews' key starts with it.
 */
export const restaurantKeys = {
  all: ['restaurants'] as const,
  detail: (restaurantId: number | string) => ['restaurants', String(restaurantId)] as const,
};

export function isValidRestaurantId(restaurantId: string | undefined): restaurantId is string {
  return restaurantId !== undefined && /^[1-9]\d{0,9}$/.test(restaurantId);
}

export async function getRestaurant(
  restaurantId: number | string,
  signal?: AbortSignal,
): Promise<RestaurantDetail> {
  const restaurant = await api.get<RestaurantDetail>(`/api/restaurants/${restaurantId}`, {
    signal,
  });
  // The spec allows image_gallery as a JSON string; an unparseable one is an empty gallery.
  return { ...restaurant, image_gallery: parseGallery(restaurant.image_gallery) };
}

export const getRestaurantQueryOptions = (restaurantId: number | string) =>
  queryOptions({
    queryKey: restaurantKeys.detail(restaurantId),
    queryFn: ({ signal }) => getRestaurant(restaurantId, signal),
  });

/** True when the API says the restaurant does not exist (or the id cannot name one). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function useRestaurant(restaurantId: string | undefined) {
  return useQuery({
    ...getRestaurantQueryOptions(restaurantId ?? ''),
    enabled: isValidRestaurantId(restaurantId),
  });
}
