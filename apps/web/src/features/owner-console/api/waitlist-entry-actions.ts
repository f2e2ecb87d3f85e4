/**
 * POST /api/owner/waitlist/{entryId}/ready ('Table ready' sent) and DELETE it (off the line):
 * each answers the entry; the line is read again after.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { waitlistEntrySchema, type WaitlistEntry } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { ownerConsoleKeys } from './owner-console-keys';

const entryPath = (entryId: number) => `/api/owner/waitlist/${entryId}`;

export const tellTableReady = (entryId: number): Promise<WaitlistEntry> =>
  api.post(`${entryPath(entryId)}/ready`, undefined, { schema: waitlistEntrySchema });

export const removeFromWaitlist = (entryId: number): Promise<WaitlistEntry> =>
  api.delete(entryPath(entryId), { schema: waitlistEntrySchema });

function useEntryAction(
  restaurantId: number,
  action: (entryId: number) => Promise<WaitlistEntry>,
  onDone: (entry: WaitlistEntry) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (entry) => {
      onDone(entry);
      return queryClient.invalidateQueries({ queryKey: ownerConsoleKeys.waitlist(restaurantId) });
    },
  });
}

export const useTellTableReady = (restaurantId: number, onDone: (entry: WaitlistEntry) => void) =>
  useEntryAction(restaurantId, tellTableReady, onDone);

export const useRemoveFromWaitlist = (
  restaurantId: number,
  onDone: (entry: WaitlistEntry) => void,
) => useEntryAction(restaurantId, removeFromWaitlist, onDone);
