/** POST /api/owner/reservations/{id}/outcome: what became of a party whose time has come. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bookedReservationSchema,
  type BookedReservation,
  type ReservationOutcome,
} from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { ownerConsoleKeys } from './owner-console-keys';

export function markOutcome(
  reservationId: number,
  outcome: ReservationOutcome,
): Promise<BookedReservation> {
  return api.post(
    `/api/owner/reservations/${reservationId}/outcome`,
    { outcome },
    { schema: bookedReservationSchema },
  );
}

export function useMarkOutcome(reservationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: ReservationOutcome) => markOutcome(reservationId, outcome),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerConsoleKeys.all }),
  });
}
