/** Books the chosen table and opens the new reservation's page. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CreatedReservation } from '@tablefor/shared';
import { availabilityKeys } from '@/features/availability';
import { reservationKeys } from '@/features/reservations';
import { invalidateQuickBookLists } from '@/features/restaurant-cards';
import { rememberReservationCode } from '@/lib/reservation-codes';
import { useSession } from '@/lib/session';
import { createReservation } from '../api/create-reservation';
import {
  reservationRequest,
  type BookingChoice,
  type BookingContact,
} from '../lib/reservation-request';

export function useBookReservation(restaurantId: number, timeZone: string, choice: BookingChoice) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();

  const mutation = useMutation({
    mutationFn: (contact: BookingContact) =>
      createReservation(restaurantId, reservationRequest(choice, timeZone, contact)),
    onSuccess: (created) => {
      // An anonymous booking opens again only with its code: keep it before anything else.
      if (created.access_code) rememberReservationCode(created.id, created.access_code);
      void queryClient.invalidateQueries({ queryKey: availabilityKeys.ofRestaurant(restaurantId) });
      void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
      // The booked table is gone from the cards' quick-book times too.
      void invalidateQuickBookLists(queryClient, user?.id ?? null);
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: availabilityKeys.ofRestaurant(restaurantId) });
    },
  });

  const openReservation = (created: CreatedReservation) =>
    void navigate(`/reservations/${created.id}`);

  return { book: mutation.mutateAsync, isBooking: mutation.isPending, openReservation };
}
