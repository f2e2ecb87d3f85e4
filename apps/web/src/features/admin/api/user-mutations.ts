/**
 * PUT /api/users/{id} `{ is_admin }` and DELETE /api/users/{id}. The API refuses removing one's own
 * role, deleting oneself and demoting the last administrator; the dialogs show its reasons.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deletedUserSchema,
  userSchema,
  type DeletedUser,
  type UpdateUserRoleInput,
  type User,
} from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export function updateUserRole(userId: number, input: UpdateUserRoleInput): Promise<User> {
  return api.put(`/api/users/${userId}`, input, { schema: userSchema });
}

export function deleteUser(userId: number): Promise<DeletedUser> {
  return api.delete(`/api/users/${userId}`, { schema: deletedUserSchema });
}

export function useUpdateUserRole(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserRoleInput) => updateUserRole(userId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
