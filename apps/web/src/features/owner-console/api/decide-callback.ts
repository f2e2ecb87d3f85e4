/**
 * POST /api/owner/reservations/{id}/callback: the restaurant called the guest and confirms the
 * request, or declines it with a reason the guest is told. Every console view refetches after.
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

export function useDecideCallback(reservationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: CallbackDecision) => decideCallback(reservationId, decision),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerConsoleKeys.all }),
  });
}
