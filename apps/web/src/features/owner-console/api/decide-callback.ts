/**
 * POST /api/owner/reservations/{id}/callback: the restaurant called the guest and confirms the
 * request, or declines it with a reason the guest is told. Every console view refetches after.
 * `onDecided` runs before that refetch: the refetch removes the request's card, and callbacks
 * given to `mutate` do not run once the component that called it has gone.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bookedReservationSchema,
  type BookedReservation,
  type CallbackDecision,
} from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { ownerConsoleKeys } from './owner-console-keys';

export function decideCallback(
  reservationId: number,
  decision: CallbackDecision,
): Promise<BookedReservation> {
  return api.post(`/api/owner/reservations/${reservationId}/callback`, decision, {
    schema: bookedReservationSchema,
  });
}

export function useDecideCallback(
  reservationId: number,
  onDecided: (decision: CallbackDecision) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: CallbackDecision) => decideCallback(reservationId, decision),
    onSuccess: (_reservation, decision) => {
      onDecided(decision);
      return queryClient.invalidateQueries({ queryKey: ownerConsoleKeys.all });
    },
  });
}
