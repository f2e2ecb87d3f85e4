/** PATCH /api/users/{id}/profile: the diner's names and username; the top bar shows them at once. */
import { useMutation } from '@tanstack/react-query';
import { userSchema, type ProfileInput, type User } from '@tablefor/shared';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export function updateProfile(userId: number, input: ProfileInput): Promise<User> {
  return apiRequest(`/api/users/${userId}/profile`, {
    method: 'PATCH',
    body: input,
    schema: userSchema,
  });
}

export function useUpdateProfile(userId: number) {
  const { setUser } = useSession();
  return useMutation({
    mutationFn: (input: ProfileInput) => updateProfile(userId, input),
    onSuccess: (user) => setUser(user),
  });
}
