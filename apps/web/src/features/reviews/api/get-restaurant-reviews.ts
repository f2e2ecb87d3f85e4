/**
 * GET /api/restaurants/{id}/reviews, newest first. Read without a zod schema, like the restaurant
 * itself: the list loads with the restaurant pages, and zod stays with the forms (see
 * lib/response-guards.ts). Keyed under the restaurant, so refreshing it refreshes its reviews too.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewList } from '@tablefor/shared';
import { restaurantKeys } from '@/features/restaurant-detail';
import { api } from '@/lib/api-client';

export function getRestaurantReviews(restaurantId: number, signal?: AbortSignal) {
  return api.get<ReviewList>(`/api/restaurants/${restaurantId}/reviews`, {
    auth: false,
    signal,
  });
}

export const getRestaurantReviewsQueryOptions = (restaurantId: number) =>
  queryOptions({
    queryKey: [...restaurantKeys.detail(restaurantId), 'reviews'],
    queryFn: ({ signal }) => getRestaurantReviews(restaurantId, signal),
  });

export function useRestaurantReviews(restaurantId: number) {
  return useQuery({
    ...getRestaurantReviewsQueryOptions(restaurantId),
    select: (list) => list.Reviews,
    enabled: Number.isSafeInteger(restaurantId) && restaurantId > 0,
  });
}
