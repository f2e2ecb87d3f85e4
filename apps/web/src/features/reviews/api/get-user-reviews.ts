/** GET /api/users/{id}/reviews: the reviews a user wrote, newest first (read as the restaurant's). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewList } from '@tablefor/shared';
import { api } from '@/lib/api-client';

export function getUserReviews(userId: number, signal?: AbortSignal) {
  return api.get<ReviewList>(`/api/users/${userId}/reviews`, { signal });
}

export const getUserReviewsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'reviews'],
    queryFn: ({ signal }) => getUserReviews(userId, signal),
  });

export function useUserReviews(userId: number | undefined) {
  return useQuery({
    ...getUserReviewsQueryOptions(userId ?? 0),
    select: (list) => list.Reviews,
    enabled: userId !== undefined,
  });
}
