/**
 * GET /api/owner/restaurants: the restaurants the signed-in account owns (an admin: all), and the
 * listings it created that wait for review or were not approved. One request, read two ways.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownedRestaurantsSchema, type OwnedRestaurants } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { ownerConsoleKeys } from './owner-console-keys';

export function getOwnedRestaurants(signal?: AbortSignal): Promise<OwnedRestaurants> {
  return api.get('/api/owner/restaurants', { schema: ownedRestaurantsSchema, signal });
}

export const getOwnedRestaurantsQueryOptions = () =>
  queryOptions({
    queryKey: ownerConsoleKeys.restaurants,
    queryFn: ({ signal }) => getOwnedRestaurants(signal),
  });

/** Off while signed out: the endpoint needs an account. */
export function useOwnedRestaurants(enabled = true) {
  return useQuery({
    ...getOwnedRestaurantsQueryOptions(),
    enabled,
    select: (body) => body.restaurants,
  });
}

/** The same answer's listings still in review, for the console and its menu entry. */
export function useListingsInReview(enabled = true) {
  return useQuery({
    ...getOwnedRestaurantsQueryOptions(),
    enabled,
    select: (body) => body.listings_in_review,
  });
}
