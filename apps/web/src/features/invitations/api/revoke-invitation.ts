/** DELETE /api/reservations/{id}/invitations/{invitationId}: the guest's link stops working. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { invitationKeys } from './invitation-keys';

export function revokeInvitation(reservationId: number, invitationId: number): Promise<void> {
  return api.delete(`/api/reservations/${reservationId}/invitations/${invitationId}`);
}

export function useRevokeInvitation(reservationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Invitation) => revokeInvitation(reservationId, invitation.id),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: invitationKeys.ofReservation(reservationId) }),
  });
}
