/**
 * POST /api/users/{id}/email-change (a link to the new address) and POST
 * /api/auth/email-change/confirm (the link followed: the address changes).
 */
import { useMutation } from '@tanstack/react-query';
import {
  emailChangedSchema,
  emailChangeRequestedSchema,
  type EmailChanged,
  type EmailChangeInput,
  type EmailChangeRequested,
} from '@tablefor/shared';
import { api } from '@/lib/api-client';

export function requestEmailChange(
  userId: number,
  input: EmailChangeInput,
): Promise<EmailChangeRequested> {
  return api.post(`/api/users/${userId}/email-change`, input, {
    schema: emailChangeRequestedSchema,
  });
}

export const useRequestEmailChange = (userId: number) =>
  useMutation({ mutationFn: (input: EmailChangeInput) => requestEmailChange(userId, input) });

/**
 * Works signed in or out: the token alone proves the new address. The session goes with it when
 * there is one: the change signs out the account's other sessions, and keeps this one only if
 * the API knows it is the one following the link.
 */
export function confirmEmailChange(token: string): Promise<EmailChanged> {
  return api.post('/api/auth/email-change/confirm', { token }, { schema: emailChangedSchema });
}
