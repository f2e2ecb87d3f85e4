/**
 * POST /api/auth/password-reset (e-mail a link) and /confirm (set the new password with its
 * token); the forms check input with the shared schemas.
 */
import { useMutation } from '@tanstack/react-query';
import {
  passwordResetRequestedSchema,
  type PasswordResetConfirm,
  type PasswordResetRequest,
} from '@tablefor/shared';
import { api } from '@/lib/api-client';

export const requestPasswordReset = (input: PasswordResetRequest) =>
  api.post('/api/auth/password-reset', input, {
    auth: false,
    schema: passwordResetRequestedSchema,
  });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

export const confirmPasswordReset = (input: PasswordResetConfirm) =>
  api.post('/api/auth/password-reset/confirm', input, { auth: false });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
