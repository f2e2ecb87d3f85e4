/**
 * PUT /api/owner/restaurants/{id}/floor: the whole floor at once. With `dryRun` nothing is saved
 * and the answer is the floor as it would be, with the upcoming reservations it would no longer
 * fit; a save refreshes every view of the restaurant (the book's tables, the conflicts, the covers,
 * the largest party the public page offers).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { floorSavedSchema, type FloorInput, type FloorSaved } from '@tablefor/shared';
import { restaurantKeys } from '@/features/restaurant-detail';
import { api } from '@/lib/api-client';
import { ownerConsoleKeys } from './owner-console-keys';

export function saveFloor(
  restaurantId: number,
  input: FloorInput,
  dryRun: boolean,
): Promise<FloorSaved> {
  const query = dryRun ? '?dry_run=true' : '';
  return api.put(`/api/owner/restaurants/${restaurantId}/floor${query}`, input, {
    schema: floorSavedSchema,
  });
}

export const usePreviewFloor = (restaurantId: number) =>
  useMutation({ mutationFn: (input: FloorInput) => saveFloor(restaurantId, input, true) });

export function useSaveFloor(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FloorInput) => saveFloor(restaurantId, input, false),
    onSuccess: async (saved) => {
      const { conflicts: _conflicts, ...floor } = saved;
      queryClient.setQueryData(ownerConsoleKeys.floor(restaurantId), floor);
      const floorKey = JSON.stringify(ownerConsoleKeys.floor(restaurantId));
      await queryClient.invalidateQueries({
        queryKey: restaurantKeys.all,
        predicate: (query) => JSON.stringify(query.queryKey) !== floorKey,
      });
    },
  });
}
