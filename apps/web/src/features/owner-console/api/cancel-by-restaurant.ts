/**
 * POST /api/owner/reservations/{id}/cancel: the restaurant gives up an upcoming confirmed booking,
 * with a reason the guest is told by e-mail. Every console view refetches after.
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

export function useCancelByRestaurant(reservationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelByRestaurant(reservationId, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerConsoleKeys.all }),
  });
}
