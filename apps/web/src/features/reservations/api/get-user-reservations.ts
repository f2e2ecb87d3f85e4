/** GET /api/users/{userId}/reservations: the user's reservations that are not cancelled. */
import { useQuery } from '@tanstack/react-query';
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

export function useUserReservations(userId: number | null) {
  return useQuery({
    queryKey: reservationKeys.ofUser(userId ?? 0),
    queryFn: ({ signal }) => getUserReservations(userId ?? 0, signal),
    enabled: userId !== null,
  });
}
