/**
 * A diner's privacy rights: GET /api/users/{id}/export saved as a JSON file, and
 * DELETE /api/users/{id} with their password, after which this browser is signed out.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AccountDeletionInput } from '@tablefor/shared';
import { api, apiBlob } from '@/lib/api-client';
import { markAccountDeleted, useSession } from '@/lib/session';
import { clearToken } from '@/lib/token-storage';

export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL can go after that.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadMyData(userId: number, filename: string) {
  return useMutation({
    mutationFn: async () => saveFile(await apiBlob(`/api/users/${userId}/export`), filename),
  });
}

export function useDeleteAccount(userId: number) {
  const { clearUser } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: AccountDeletionInput) =>
      api.delete(`/api/users/${userId}`, { body: input }),
    onSuccess: () => {
      // This browser forgets the account the API deleted, and home says so.
      markAccountDeleted();
      clearToken();
      clearUser();
      queryClient.clear();
      void navigate('/', { replace: true });
    },
  });
}
