/** POST /api/admin/login and /api/admin/signup: the administrator's way in. */
import type { AdminSignupInput, LoginInput } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { signInResultSchema, useSignInMutation } from './auth-response';

export const adminLogin = (input: LoginInput) =>
  api.post('/api/admin/login', input, { auth: false, schema: signInResultSchema });

export function adminSignup({
  confirm_password: _confirm,
  ...input
}: AdminSignupInput & { confirm_password: string }) {
  const body: AdminSignupInput = input;
  return api.post('/api/admin/signup', body, { auth: false, schema: signInResultSchema });
}

export const useAdminLogin = (onSuccess?: () => void) =>
  useSignInMutation(adminLogin, { asAdmin: true, onSuccess });

export const useAdminSignup = (onSuccess?: () => void) =>
  useSignInMutation(adminSignup, { asAdmin: true, onSuccess });
