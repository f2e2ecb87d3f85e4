/** POST /api/owner/waitlist/{entryId}/seat: the party seated now as a walk-in, off the line. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  waitlistSeatedSchema,
  type WaitlistSeated,
  type WaitlistSeatInput,
} from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { ownerConsoleKeys } from './owner-console-keys';

export function seatFromWaitlist(
  entryId: number,
  input: WaitlistSeatInput,
): Promise<WaitlistSeated> {
  return api.post(`/api/owner/waitlist/${entryId}/seat`, input, { schema: waitlistSeatedSchema });
}

export function useSeatFromWaitlist(entryId: number, onSeated: (seated: WaitlistSeated) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WaitlistSeatInput) => seatFromWaitlist(entryId, input),
    onSuccess: (seated) => {
      onSeated(seated);
      // The timeline gains the walk-in and the line loses the party.
      return queryClient.invalidateQueries({ queryKey: ownerConsoleKeys.all });
    },
  });
}
