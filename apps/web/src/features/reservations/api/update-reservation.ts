/** PUT /api/reservations/{id}: a new time and/or party size; 409 answers nearby free times. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  reservationSchema,
  unavailableResponseSchema,
  type Reservation,
  type UpdateReservationInput,
} from '@tablefor/shared';
import { availabilityKeys } from '@/features/availability';
import { invalidateQuickBookLists } from '@/features/restaurant-cards';
import { api, ApiError } from '@/lib/api-client';
import { reservationCodeHeaders } from '@/lib/reservation-codes';
import { useSession } from '@/lib/session';
import { getReservationQueryOptions } from './get-reservation';
import { reservationKeys } from './reservation-keys';

export type AlternativeTime = { date: string; time: string };

export function updateReservation(
  reservationId: number,
  input: UpdateReservationInput,
): Promise<Reservation> {
  return api.put(`/api/reservations/${reservationId}`, input, {
    schema: reservationSchema,
    headers: reservationCodeHeaders(reservationId),
  });
}

/** The nearest free times of a 409 answer; empty for any other error. */
export function alternativesOf(error: unknown): AlternativeTime[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const parsed = unavailableResponseSchema.safeParse(error.body);
  return parsed.success ? parsed.data.alternatives : [];
}

export function useUpdateReservation(reservationId: number) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (input: UpdateReservationInput) => updateReservation(reservationId, input),
    onSuccess: async (reservation) => {
      queryClient.setQueryData(getReservationQueryOptions(reservationId).queryKey, reservation);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
        queryClient.invalidateQueries({
          queryKey: availabilityKeys.ofRestaurant(reservation.restaurant_id),
        }),
        // The freed or moved table changes the cards' quick-book times as well.
        invalidateQuickBookLists(queryClient, user?.id ?? null),
      ]);
    },
  });
}
