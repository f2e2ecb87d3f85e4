/** GET /api/restaurants/{id}/availability: which of the day's times can still take the party. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { availabilityResponseSchema, type Availability } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { reservationKeys } from './reservation-keys';

export function getAvailability(
  restaurantId: number,
  date: string,
  partySize: number,
  signal?: AbortSignal,
): Promise<Availability> {
  const query = new URLSearchParams({ date, partySize: String(partySize) });
  return api.get(`/api/restaurants/${restaurantId}/availability?${query}`, {
    schema: availabilityResponseSchema,
    signal,
  });
}

export function useAvailability(restaurantId: number, date: string, partySize: number | null) {
  return useQuery({
    queryKey: reservationKeys.availability(restaurantId, date, partySize ?? 0),
    queryFn: ({ signal }) => getAvailability(restaurantId, date, partySize ?? 0, signal),
    enabled: partySize !== null && /^\d{4}-\d{2}-\d{2}$/.test(date),
    // Keeps the previous day's slots on screen while the next day loads, so the grid never jumps.
    placeholderData: keepPreviousData,
  });
}
