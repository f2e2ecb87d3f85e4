/** GET and PUT /api/users/{id}/preferences: the diner's preferences (defaults until saved). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dinerPreferencesSchema,
  type DinerPreferences,
  type DinerPreferencesInput,
} from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

export const getPreferencesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: profileKeys.preferences(userId),
    queryFn: ({ signal }) =>
      api.get(`/api/users/${userId}/preferences`, { schema: dinerPreferencesSchema, signal }),
  });

/** The signed-in diner's preferences (off while signed out). */
export function usePreferences(userId: number | null) {
  return useQuery({ ...getPreferencesQueryOptions(userId ?? 0), enabled: userId !== null });
}

export function useSavePreferences(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DinerPreferencesInput): Promise<DinerPreferences> =>
      api.put(`/api/users/${userId}/preferences`, input, { schema: dinerPreferencesSchema }),
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.preferences(userId), saved),
  });
}
