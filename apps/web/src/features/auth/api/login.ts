/** POST /api/auth/login: diner sign-in (the form checks input with the shared loginInputSchema). */
import type { LoginInput } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { signInResultSchema, useSignInMutation } from './auth-response';

export const login = (input: LoginInput) =>
  api.post('/api/auth/login', input, { auth: false, schema: signInResultSchema });

export const useLogin = (onSuccess?: () => void) => useSignInMutation(login, { onSuccess });
