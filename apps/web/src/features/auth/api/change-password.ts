/** POST /api/auth/password: the signed-in diner's new password (the form adds a confirmation). */
import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeForm, PasswordChangeInput } from '@tablefor/shared';
import { api } from '@/lib/api-client';

export function changePassword({ confirm_password: _confirm, ...input }: PasswordChangeForm) {
  const body: PasswordChangeInput = input;
  return api.post('/api/auth/password', body);
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
