/**
 * Saving a restaurant: POST / DELETE /api/users/{userId}/saved-restaurants/{restaurantId}.
 * The session user's saved list changes at once and is put back if the call fails.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export function savedRestaurantPath(userId: number, restaurantId: number): string {
  return `/api/users/${userId}/saved-restaurants/${restaurantId}`;
}

export function useToggleSaved(restaurantId: number) {
  const { user, setUser } = useSession();
  const saved = user?.saved_restaurants.includes(restaurantId) ?? false;

  const mutation = useMutation({
    mutationFn: async (save: boolean) => {
      if (!user) throw new Error('Sign in to save restaurants');
      const path = savedRestaurantPath(user.id, restaurantId);
      await (save ? api.post(path) : api.delete(path));
    },
    onMutate: (save) => {
      if (!user) return { previous: null };
      const previous = user.saved_restaurants;
      const next = save
        ? [...previous.filter((id) => id !== restaurantId), restaurantId]
        : previous.filter((id) => id !== restaurantId);
      setUser({ ...user, saved_restaurants: next });
      return { previous };
    },
    onError: (_error, _save, context) => {
      if (user && context?.previous) setUser({ ...user, saved_restaurants: context.previous });
    },
  });

  return {
    saved,
    signedIn: user !== null,
    pending: mutation.isPending,
    toggle: () => mutation.mutate(!saved),
  };
}
