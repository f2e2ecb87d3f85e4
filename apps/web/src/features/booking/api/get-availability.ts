/** GET /api/restaurants/{id}/availability: which times of one day still have a table. */
import { useQuery } from '@tanstack/react-query';
import { availabilityResponseSchema, type Availability } from '@tablefor/shared';
import { api } from '@/lib/api-client';

export const availabilityQueryKey = (restaurantId: number, date: string, partySize: number) =>
  ['restaurants', restaurantId, 'availability', date, partySize] as const;

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

export function useAvailability(
  restaurantId: number,
  date: string,
  partySize: number,
  enabled: boolean,
) {
  return useQuery({
    queryKey: availabilityQueryKey(restaurantId, date, partySize),
    queryFn: ({ signal }) => getAvailability(restaurantId, date, partySize, signal),
    enabled,
    staleTime: 30_000,
  });
}
