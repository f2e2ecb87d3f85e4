/** POST /api/notify-requests/{id}/claim: book the table held for the request, in one click. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdReservationSchema, type CreatedReservation } from '@tablefor/shared';
import { reservationKeys } from '@/features/reservations';
import { api } from '@/lib/api-client';
import { notifyKeys } from './notify-keys';

export function claimNotifyOffer(requestId: number): Promise<CreatedReservation> {
  return api.post(`/api/notify-requests/${requestId}/claim`, undefined, {
    schema: createdReservationSchema,
  });
}

/** `onBooked` runs before the caches change, so the page can leave before it re-renders. */
export function useClaimNotifyOffer(onBooked: (reservation: CreatedReservation) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimNotifyOffer,
    onSuccess: async (reservation) => {
      onBooked(reservation);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: notifyKeys.all }),
        queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
      ]);
    },
    // A refused claim (expired, already taken) changed the request: show its new state.
    onError: () => queryClient.invalidateQueries({ queryKey: notifyKeys.all }),
  });
}
