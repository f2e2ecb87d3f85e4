/** GET /api/reservations/{id}/invitations: the guests the host invited, and the room left. */
import { useQuery } from '@tanstack/react-query';
import { invitationListSchema, type InvitationList } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { invitationKeys } from './invitation-keys';

export function getInvitations(reservationId: number): Promise<InvitationList> {
  return api.get(`/api/reservations/${reservationId}/invitations`, {
    schema: invitationListSchema,
  });
}

export function useInvitations(reservationId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: invitationKeys.ofReservation(reservationId),
    queryFn: () => getInvitations(reservationId),
  });
}
