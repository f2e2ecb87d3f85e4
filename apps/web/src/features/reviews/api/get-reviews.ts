/**
 * GET /api/restaurants/{id}/reviews and GET /api/users/{id}/reviews, both newest first. Read
 * without a zod schema, like the restaurant itself: these lists load with the restaurant pages,
 * and zod stays with the forms (see lib/response-guards.ts).
 */
import { useQuery } from '@tanstack/react-query';
import type { ReviewList } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { restaurantReviewsKey, userReviewsKey } from './review-keys';

export function getRestaurantReviews(restaurantId: number, signal?: AbortSignal) {
  return api.get<ReviewList>(`/api/restaurants/${restaurantId}/reviews`, {
    auth: false,
    signal,
  });
}

export function useRestaurantReviews(restaurantId: number) {
  return useQuery({
    queryKey: restaurantReviewsKey(restaurantId),
    queryFn: ({ signal }) => getRestaurantReviews(restaurantId, signal),
    select: (list) => list.Reviews,
    enabled: Number.isSafeInteger(restaurantId) && restaurantId > 0,
  });
}

export function useUserReviews(userId: number | undefined) {
  return useQuery({
    queryKey: userReviewsKey(userId ?? 0),
    queryFn: ({ signal }) => api.get<ReviewList>(`/api/users/${userId}/reviews`, { signal }),
    select: (list) => list.Reviews,
    enabled: userId !== undefined,
  });
}
