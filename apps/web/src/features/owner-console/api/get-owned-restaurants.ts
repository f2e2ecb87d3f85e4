/** GET /api/owner/restaurants: the restaurants the signed-in account owns (an admin: all). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownedRestaurantsSchema, type OwnedRestaurant } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { ownerConsoleKeys } from './owner-console-keys';

export async function getOwnedRestaurants(signal?: AbortSignal): Promise<OwnedRestaurant[]> {
  const body = await api.get('/api/owner/restaurants', { schema: ownedRestaurantsSchema, signal });
  return body.restaurants;
}

export const getOwnedRestaurantsQueryOptions = () =>
  queryOptions({
    queryKey: ownerConsoleKeys.restaurants,
    queryFn: ({ signal }) => getOwnedRestaurants(signal),
  });

/** Off while signed out: the endpoint needs an account. */
export function useOwnedRestaurants(enabled = true) {
  return useQuery({ ...getOwnedRestaurantsQueryOptions(), enabled });
}
