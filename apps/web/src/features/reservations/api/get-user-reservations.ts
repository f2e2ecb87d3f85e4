/** GET /api/users/{userId}/reservations: the user's reservations that are not cancelled. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reservationListSchema, type Reservation } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { reservationKeys } from './reservation-keys';

export async function getUserReservations(
  userId: number,
  signal?: AbortSignal,
): Promise<Reservation[]> {
  const body = await api.get(`/api/users/${userId}/reservations`, {
    schema: reservationListSchema,
    signal,
  });
  return body.Reservations;
}

export const getUserReservationsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: reservationKeys.ofUser(userId),
    queryFn: ({ signal }) => getUserReservations(userId, signal),
  });

export function useUserReservations(userId: number | null) {
  return useQuery({
    ...getUserReservationsQueryOptions(userId ?? 0),
    enabled: userId !== null,
  });
}
