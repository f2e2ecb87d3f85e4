/** POST /api/owner/restaurants/{id}/waitlist: a party joins the line, last, quoted a wait. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { waitlistEntrySchema, type WaitlistEntry, type WaitlistEntryInput } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { ownerConsoleKeys } from './owner-console-keys';
import { waitlistPath } from './get-waitlist';

export function addToWaitlist(
  restaurantId: number,
  input: WaitlistEntryInput,
): Promise<WaitlistEntry> {
  return api.post(waitlistPath(restaurantId), input, { schema: waitlistEntrySchema });
}

export function useAddToWaitlist(restaurantId: number, onAdded: (entry: WaitlistEntry) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WaitlistEntryInput) => addToWaitlist(restaurantId, input),
    onSuccess: (entry) => {
      onAdded(entry);
      return queryClient.invalidateQueries({ queryKey: ownerConsoleKeys.waitlist(restaurantId) });
    },
  });
}
