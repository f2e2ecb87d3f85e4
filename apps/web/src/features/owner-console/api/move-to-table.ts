/** POST /api/owner/reservations/{id}/table: the host moves a party to other tables. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bookedReservationSchema,
  type BookedReservation,
  type TableMoveInput,
} from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { ownerConsoleKeys } from './owner-console-keys';

export function moveToTable(
  reservationId: number,
  input: TableMoveInput,
): Promise<BookedReservation> {
  return api.post(`/api/owner/reservations/${reservationId}/table`, input, {
    schema: bookedReservationSchema,
  });
}

export function useMoveToTable(reservationId: number, onMoved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TableMoveInput) => moveToTable(reservationId, input),
    onSuccess: () => {
      onMoved();
      return queryClient.invalidateQueries({ queryKey: ownerConsoleKeys.all });
    },
  });
}
