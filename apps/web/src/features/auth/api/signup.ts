/** POST /api/auth/signup: create a diner account (the form adds a confirmation field). */
import type { SignupForm, SignupInput } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { signInResultSchema, useSignInMutation } from './auth-response';

export function signup({ confirm_password: _confirm, ...input }: SignupForm) {
  const body: SignupInput = input;
  return api.post('/api/auth/signup', body, { auth: false, schema: signInResultSchema });
}

export const useSignup = (onSuccess?: () => void) => useSignInMutation(signup, { onSuccess });
