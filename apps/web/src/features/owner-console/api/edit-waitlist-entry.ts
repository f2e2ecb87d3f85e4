/** PATCH /api/owner/waitlist/{entryId}: a waiting party's details, or its place in line. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { waitlistEntrySchema, type WaitlistEntry, type WaitlistEntryEdit } from '@tablefor/shared';
import { apiRequest } from '@/lib/api-client';
import { ownerConsoleKeys } from './owner-console-keys';

export function editWaitlistEntry(
  entryId: number,
  edit: WaitlistEntryEdit,
): Promise<WaitlistEntry> {
  return apiRequest(`/api/owner/waitlist/${entryId}`, {
    method: 'PATCH',
    body: edit,
    schema: waitlistEntrySchema,
  });
}

export function useEditWaitlistEntry(restaurantId: number, onEdited?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, edit }: { entryId: number; edit: WaitlistEntryEdit }) =>
      editWaitlistEntry(entryId, edit),
    onSuccess: () => {
      onEdited?.();
      return queryClient.invalidateQueries({ queryKey: ownerConsoleKeys.waitlist(restaurantId) });
    },
  });
}
