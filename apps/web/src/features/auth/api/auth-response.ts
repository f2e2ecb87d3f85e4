/** The answer to every sign-in and sign-up call, and the mutation that turns it into a session. */
import { useMutation } from '@tanstack/react-query';
import { userSchema, type User } from '@tablefor/shared';
import { z } from 'zod';
import { saveToken } from '@/lib/token-storage';
import { useSession } from '@/lib/session';

// Only what the browser needs from the auth response (the shared schema also lists flat user fields).
export const signInResultSchema = z.object({
  access_token: z.string(),
  expires_at: z.string().optional(),
  user: userSchema,
});
export type SignInResult = z.infer<typeof signInResultSchema>;

type Options = { asAdmin?: boolean; onSuccess?: (user: User) => void };

export function useSignInMutation<Input>(
  request: (input: Input) => Promise<SignInResult>,
  { asAdmin = false, onSuccess }: Options = {},
) {
  const { setUser } = useSession();
  return useMutation({
    mutationFn: request,
    onSuccess: (result) => {
      saveToken(result.access_token, result.expires_at);
      // The session copy marks admins who signed in through the admin path.
      const user = asAdmin ? { ...result.user, is_admin: true } : result.user;
      setUser(user);
      onSuccess?.(user);
    },
  });
}
