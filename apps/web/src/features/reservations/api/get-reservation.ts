/** GET /api/reservations/{id}: one reservation, opened by its owner or by this browser's code. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reservationSchema, type Reservation } from '@tablefor/shared';
import { api, ApiError } from '@/lib/api-client';
import { reservationCodeHeaders } from '@/lib/reservation-codes';
import { reservationKeys } from './reservation-keys';

export function getReservation(reservationId: number, signal?: AbortSignal): Promise<Reservation> {
  return api.get(`/api/reservations/${reservationId}`, {
    schema: reservationSchema,
    headers: reservationCodeHeaders(reservationId),
    signal,
  });
}

export const getReservationQueryOptions = (reservationId: number) =>
  queryOptions({
    queryKey: reservationKeys.detail(reservationId),
    queryFn: ({ signal }) => getReservation(reservationId, signal),
  });

/** The API hides reservations a caller may not open behind 404 (403 for a wrong user). */
export function isReservationNotFound(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404].includes(error.status);
}

export function useReservation(reservationId: number | null) {
  return useQuery({
    ...getReservationQueryOptions(reservationId ?? 0),
    enabled: reservationId !== null,
    retry: (count, error) => !isReservationNotFound(error) && count < 2,
  });
}
