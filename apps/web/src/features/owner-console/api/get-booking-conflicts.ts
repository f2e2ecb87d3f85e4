/** GET /api/owner/restaurants/{id}/conflicts: upcoming bookings the hours or capacity no longer fit. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingConflictsSchema, type BookingConflict } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { ownerConsoleKeys } from './owner-console-keys';

export async function getBookingConflicts(
  restaurantId: number,
  signal?: AbortSignal,
): Promise<BookingConflict[]> {
  const body = await api.get(`/api/owner/restaurants/${restaurantId}/conflicts`, {
    schema: bookingConflictsSchema,
    signal,
  });
  return body.conflicts;
}

export const getBookingConflictsQueryOptions = (restaurantId: number) =>
  queryOptions({
    queryKey: ownerConsoleKeys.conflicts(restaurantId),
    queryFn: ({ signal }) => getBookingConflicts(restaurantId, signal),
  });

export const useBookingConflicts = (restaurantId: number) =>
  useQuery(getBookingConflictsQueryOptions(restaurantId));
