/** Sign-out: tell the API, forget the token and every cached user list, go home. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { clearToken } from '../token-storage';
import { useSession } from './session-context';

export function useSignOut(): () => Promise<void> {
  const { clearUser } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(async () => {
    try {
      await api.post('/api/auth/logout');
    } catch {
      // The token is dropped locally either way; a failed logout call changes nothing for the user.
    } finally {
      clearToken();
      clearUser();
      queryClient.clear();
      void navigate('/');
    }
  }, [clearUser, queryClient, navigate]);
}
