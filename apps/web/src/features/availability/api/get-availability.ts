/** GET /api/restaurants/{id}/availability: which of one day's times can still seat the party. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { availabilityResponseSchema, type Availability } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';

/** A booking, a change or a cancellation refreshes every cached day of its restaurant. */
export const availabilityKeys = {
  ofRestaurant: (restaurantId: number) => ['availability', restaurantId] as const,
};

export function getAvailability(
  restaurantId: number,
  date: string,
  partySize: number,
  signal?: AbortSignal,
): Promise<Availability> {
  const params = new URLSearchParams({ date, partySize: String(partySize) });
  return api.get(`/api/restaurants/${restaurantId}/availability?${params.toString()}`, {
    schema: availabilityResponseSchema,
    signal,
  });
}

export const getAvailabilityQueryOptions = (
  restaurantId: number,
  date: string,
  partySize: number,
) =>
  queryOptions({
    queryKey: [...availabilityKeys.ofRestaurant(restaurantId), date, partySize],
    queryFn: ({ signal }) => getAvailability(restaurantId, date, partySize, signal),
  });

export function useAvailability(
  restaurantId: number,
  date: string,
  partySize: number,
  queryConfig: QueryConfig<typeof getAvailabilityQueryOptions> = {},
) {
  return useQuery({
    ...getAvailabilityQueryOptions(restaurantId, date, partySize),
    ...queryConfig,
  });
}
