/** GET /api/restaurants/{id}/reviews and GET /api/users/{id}/reviews, both newest first. */
import { useQuery } from '@tanstack/react-query';
import { reviewListSchema, type ReviewList } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { restaurantReviewsKey, userReviewsKey } from './review-keys';

export function getRestaurantReviews(restaurantId: number, signal?: AbortSignal) {
  return api.get<ReviewList>(`/api/restaurants/${restaurantId}/reviews`, {
    auth: false,
    schema: reviewListSchema,
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
    queryFn: ({ signal }) =>
      api.get<ReviewList>(`/api/users/${userId}/reviews`, { schema: reviewListSchema, signal }),
    select: (list) => list.Reviews,
    enabled: userId !== undefined,
  });
}
