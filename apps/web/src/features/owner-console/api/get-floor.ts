/** GET /api/owner/restaurants/{id}/floor: the restaurant's areas, tables, combinations, turn times and pacing. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { floorSchema, type Floor } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { ownerConsoleKeys } from './owner-console-keys';

export function getFloor(restaurantId: number, signal?: AbortSignal): Promise<Floor> {
  return api.get(`/api/owner/restaurants/${restaurantId}/floor`, { schema: floorSchema, signal });
}

export const getFloorQueryOptions = (restaurantId: number) =>
  queryOptions({
    queryKey: ownerConsoleKeys.floor(restaurantId),
    queryFn: ({ signal }) => getFloor(restaurantId, signal),
    // The page edits a copy: a refetch in the background must not look like someone else's edit.
    refetchOnWindowFocus: false,
  });

export const useFloor = (restaurantId: number) => useQuery(getFloorQueryOptions(restaurantId));
