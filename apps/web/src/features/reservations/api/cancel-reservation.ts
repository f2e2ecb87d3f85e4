/** DELETE /api/reservations/{id}: the reservation comes back with status 'cancelled'. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reservationSchema, type Reservation } from '@tablefor/shared';
import { availabilityKeys } from '@/features/availability';
import { invalidateQuickBookLists } from '@/features/restaurant-cards';
import { api } from '@/lib/api-client';
import { reservationCodeHeaders } from '@/lib/reservation-codes';
import { useSession } from '@/lib/session';
import { getReservationQueryOptions } from './get-reservation';
import { reservationKeys } from './reservation-keys';

export function cancelReservation(reservationId: number): Promise<Reservation> {
  return api.delete(`/api/reservations/${reservationId}`, {
    schema: reservationSchema,
    headers: reservationCodeHeaders(reservationId),
  });
}

/** `onCancelled` runs before the caches change, so the page can leave before it re-renders. */
export function useCancelReservation(
  reservationId: number,
  onCancelled?: (reservation: Reservation) => void,
) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: () => cancelReservation(reservationId),
    onSuccess: async (reservation) => {
      onCancelled?.(reservation);
      queryClient.setQueryData(getReservationQueryOptions(reservationId).queryKey, reservation);
      // Lists drop cancelled reservations: the menu and the dashboard refetch theirs.
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
