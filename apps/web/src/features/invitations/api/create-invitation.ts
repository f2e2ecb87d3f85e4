/** POST /api/reservations/{id}/invitations: one guest invited by e-mail. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationSchema, type Invitation, type InvitationInput } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { invitationKeys } from './invitation-keys';

export function createInvitation(
  reservationId: number,
  input: InvitationInput,
): Promise<Invitation> {
  return api.post(`/api/reservations/${reservationId}/invitations`, input, {
    schema: invitationSchema,
  });
}

export function useCreateInvitation(reservationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationInput) => createInvitation(reservationId, input),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: invitationKeys.ofReservation(reservationId) }),
  });
}
