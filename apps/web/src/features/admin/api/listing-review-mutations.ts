/**
 * POST /api/restaurants/{id}/approve and /reject `{reason}`: an administrator's decision on a
 * listing waiting for review. The decided listing leaves the cached queue at once and the
 * restaurant's cached page shows its new state; then every restaurant view refetches (an approved
 * listing joins search). A 409 (decided meanwhile by someone else) leaves the card in place with
 * the API's reason, rather than making it vanish unexplained.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  restaurantSchema,
  type PendingListingPage,
  type RejectListingInput,
  type Restaurant,
} from '@tablefor/shared';
import { getRestaurantQueryOptions } from '@/features/restaurant-detail';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { refreshRestaurantViews } from './restaurant-mutations';

export function approveListing(restaurantId: number): Promise<Restaurant> {
  return api.post(`/api/restaurants/${restaurantId}/approve`, undefined, {
    schema: restaurantSchema,
  });
}

export function rejectListing(
  restaurantId: number,
  input: RejectListingInput,
): Promise<Restaurant> {
  return api.post(`/api/restaurants/${restaurantId}/reject`, input, { schema: restaurantSchema });
}

function dropFromQueue(queryClient: QueryClient, restaurantId: number): void {
  queryClient.setQueriesData<PendingListingPage>({ queryKey: adminKeys.pendingListings }, (page) =>
    page?.listings.some((listing) => listing.id === restaurantId)
      ? {
          ...page,
          listings: page.listings.filter((listing) => listing.id !== restaurantId),
          total: Math.max(0, page.total - 1),
        }
      : page,
  );
}

type Decided = { onDecided?: (restaurant: Restaurant) => void };

/**
 * `onDecided` runs before the card leaves the queue, so the panel can say so even though the
 * component that asked is gone by then.
 */
export function useApproveListing({ onDecided }: Decided = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveListing,
    onSuccess: async (restaurant) => {
      onDecided?.(restaurant);
      dropFromQueue(queryClient, restaurant.id);
      // Published: the page no longer carries a review state.
      queryClient.setQueryData(getRestaurantQueryOptions(restaurant.id).queryKey, (cached) =>
        cached ? { ...cached, ...restaurant, listing: undefined } : cached,
      );
      await refreshRestaurantViews(queryClient);
    },
  });
}

export function useRejectListing({ onDecided }: Decided = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => rejectListing(id, { reason }),
    onSuccess: async (restaurant, { reason }) => {
      onDecided?.(restaurant);
      dropFromQueue(queryClient, restaurant.id);
      queryClient.setQueryData(getRestaurantQueryOptions(restaurant.id).queryKey, (cached) =>
        cached?.listing
          ? {
              ...cached,
              ...restaurant,
              listing: {
                ...cached.listing,
                status: 'rejected' as const,
                rejection_reason: reason.trim(),
                reviewed_at: new Date().toISOString(),
              },
            }
          : cached,
      );
      await refreshRestaurantViews(queryClient);
    },
  });
}
