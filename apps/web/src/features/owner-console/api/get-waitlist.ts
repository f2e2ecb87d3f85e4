/**
 * GET /api/owner/restaurants/{id}/waitlist: the parties waiting at the door, first first. Read
 * again every 30 seconds (a change of the line alone has no stream) and after each action.
 */
import { useQuery } from '@tanstack/react-query';
import { waitlistSchema, type Waitlist } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { ownerConsoleKeys } from './owner-console-keys';

const POLL_MS = 30_000;

export const waitlistPath = (restaurantId: number) =>
  `/api/owner/restaurants/${restaurantId}/waitlist`;

export function getWaitlist(restaurantId: number, signal?: AbortSignal): Promise<Waitlist> {
  return api.get(waitlistPath(restaurantId), { schema: waitlistSchema, signal });
}

export const useWaitlist = (restaurantId: number) =>
  useQuery({
    queryKey: ownerConsoleKeys.waitlist(restaurantId),
    queryFn: ({ signal }) => getWaitlist(restaurantId, signal),
    refetchInterval: POLL_MS,
  });
