/** GET /api/invitations/{token}: a guest's read-only view of the booking, without signing in. */
import { useQuery } from '@tanstack/react-query';
import { invitationViewSchema, type InvitationView } from '@tablefor/shared';
import { api, ApiError } from '@/lib/api-client';
import { invitationKeys } from './invitation-keys';

export function getInvitationView(token: string): Promise<InvitationView> {
  return api.get(`/api/invitations/${encodeURIComponent(token)}`, {
    auth: false,
    schema: invitationViewSchema,
  });
}

/** 410: revoked, or the booking was cancelled; 404 (or 414): no such link. */
export const invitationEnded = (error: unknown) =>
  error instanceof ApiError && error.status === 410;
export const invitationUnknown = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 414);

export function useInvitationView(token: string) {
  return useQuery({
    queryKey: invitationKeys.view(token),
    queryFn: () => getInvitationView(token),
    retry: false,
  });
}
