/**
 * Saving a restaurant: POST / DELETE /api/users/{userId}/saved-restaurants/{restaurantId}.
 * The heart (the session user's saved ids) and the cached saved list change at once; both are put
 * back if the call fails, and the list refetches afterwards either way.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SavedRestaurant,
  type SavedRestaurantList,
  type SavedRestaurantSummary,
} from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { savedRestaurantKeys } from './saved-restaurant-keys';

export function savedRestaurantPath(userId: number, restaurantId: number): string {
  return `/api/users/${userId}/saved-restaurants/${restaurantId}`;
}

function withSaved(
  list: SavedRestaurantList,
  entry: SavedRestaurant | null,
  restaurantId: number,
): SavedRestaurantList {
  const rest = list.SavedRestaurants.filter((saved) => saved.restaurant_id !== restaurantId);
  return { SavedRestaurants: entry ? [entry, ...rest] : rest };
}

type Toggle = { save: boolean; previousIds: number[] };

/** `summary` lets a save show in the saved list before the refetch; without it the refetch adds it. */
export function useToggleSaved(restaurantId: number, summary?: SavedRestaurantSummary) {
  const { user, checking, setUser } = useSession();
  const queryClient = useQueryClient();
  const saved = user?.saved_restaurants.includes(restaurantId) ?? false;

  const mutation = useMutation({
    mutationFn: async ({ save }: Toggle) => {
      if (!user) throw new Error('Sign in to save restaurants');
      const path = savedRestaurantPath(user.id, restaurantId);
      // The answer only repeats the change; no schema here keeps zod off every page with a card.
      await (save ? api.post(path) : api.delete(path));
    },
    onMutate: async ({ save }) => {
      if (!user) return { previousList: undefined };
      const listKey = savedRestaurantKeys.ofUser(user.id);
      await queryClient.cancelQueries({ queryKey: listKey });
      const previousList = queryClient.getQueryData<SavedRestaurantList>(listKey);
      if (previousList) {
        const entry =
          save && summary
            ? {
                user_id: user.id,
                restaurant_id: restaurantId,
                created_at: new Date().toISOString(),
                restaurant: summary,
              }
            : null;
        queryClient.setQueryData(listKey, withSaved(previousList, entry, restaurantId));
      }
      return { previousList };
    },
    onError: (_error, { previousIds }, context) => {
      if (!user) return;
      setUser({ ...user, saved_restaurants: previousIds });
      if (context?.previousList) {
        queryClient.setQueryData(savedRestaurantKeys.ofUser(user.id), context.previousList);
      }
    },
    onSettled: () => {
      if (!user) return;
      void queryClient.invalidateQueries({ queryKey: savedRestaurantKeys.ofUser(user.id) });
    },
  });

  return {
    saved,
    signedIn: user !== null,
    /** Not known yet: the heart is neither saved nor unsaved until the session is checked. */
    checking,
    pending: mutation.isPending,
    toggle: () => {
      if (!user) return;
      // The heart turns at once, in the same click; the list follows in onMutate.
      const previousIds = user.saved_restaurants;
      const nextIds = saved
        ? previousIds.filter((id) => id !== restaurantId)
        : [...previousIds, restaurantId];
      setUser({ ...user, saved_restaurants: nextIds });
      mutation.mutate({ save: !saved, previousIds });
    },
  };
}
