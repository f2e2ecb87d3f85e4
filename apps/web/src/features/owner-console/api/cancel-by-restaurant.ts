/**
 * POST /api/owner/reservations/{id}/cancel: the restaurant gives up an upcoming confirmed booking,
 * with a reason the guest is told by e-mail. Every console view refetches after; `onCancelled`
 * runs before that refetch, which may remove the component that asked (from "Needs attention").
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookedReservationSchema, type BookedReservation } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { ownerConsoleKeys } from './owner-console-keys';

export function cancelByRestaurant(
  reservationId: number,
  reason: string,
): Promise<BookedReservation> {
  return api.post(
    `/api/owner/reservations/${reservationId}/cancel`,
    { reason },
    { schema: bookedReservationSchema },
  );
}

export function useCancelByRestaurant(reservationId: number, onCancelled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelByRestaurant(reservationId, reason),
    onSuccess: () => {
      onCancelled();
      return queryClient.invalidateQueries({ queryKey: ownerConsoleKeys.all });
    },
  });
}
