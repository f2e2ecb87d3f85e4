/**
 * Writing, editing and deleting a review: POST /api/restaurants/{id}/reviews, PUT and DELETE
 * /api/reviews/{id}. On success the cached restaurant, its reviews and the user's reviews change at
 * once, then every restaurant query (details, search results, top rated) refetches its figures.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  deletedReviewSchema,
  reviewSchema,
  type CreateReviewInput,
  type Review,
  type ReviewList,
  type UpdateReviewInput,
} from '@tablefor/shared';
import { getRestaurantQueryOptions, restaurantKeys } from '@/features/restaurant-detail';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import {
  applyReviewChange,
  applyReviewChangeToRestaurant,
  type ReviewChange,
} from '../lib/review-cache';
import { getRestaurantReviewsQueryOptions } from './get-restaurant-reviews';
import { getUserReviewsQueryOptions } from './get-user-reviews';

function updateCaches(
  queryClient: QueryClient,
  restaurantId: number,
  userId: number | undefined,
  change: ReviewChange,
) {
  queryClient.setQueryData(getRestaurantQueryOptions(restaurantId).queryKey, (detail) =>
    detail ? applyReviewChangeToRestaurant(detail, change) : detail,
  );
  const updateList = (list: ReviewList | undefined) =>
    list ? { Reviews: applyReviewChange(list.Reviews, change) } : list;
  queryClient.setQueryData(getRestaurantReviewsQueryOptions(restaurantId).queryKey, updateList);
  if (userId !== undefined) {
    queryClient.setQueryData(getUserReviewsQueryOptions(userId).queryKey, updateList);
  }

  void queryClient.invalidateQueries({ queryKey: restaurantKeys.all });
  if (userId !== undefined) {
    void queryClient.invalidateQueries({ queryKey: getUserReviewsQueryOptions(userId).queryKey });
  }
}

export function useCreateReview(restaurantId: number) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (input: CreateReviewInput) =>
      api.post<Review>(`/api/restaurants/${restaurantId}/reviews`, input, { schema: reviewSchema }),
    onSuccess: (review) =>
      updateCaches(queryClient, restaurantId, user?.id, { type: 'saved', review }),
  });
}

export function useUpdateReview(review: Review) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateReviewInput) =>
      api.put<Review>(`/api/reviews/${review.id}`, input, { schema: reviewSchema }),
    onSuccess: (updated) =>
      updateCaches(queryClient, review.restaurant_id, review.user_id, {
        type: 'saved',
        review: updated,
      }),
  });
}

export function useDeleteReview(review: Review) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/api/reviews/${review.id}`, { schema: deletedReviewSchema }),
    onSuccess: () =>
      updateCaches(queryClient, review.restaurant_id, review.user_id, {
        type: 'deleted',
        id: review.id,
        restaurantId: review.restaurant_id,
      }),
  });
}
