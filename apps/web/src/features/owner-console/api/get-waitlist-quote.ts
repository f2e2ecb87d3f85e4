/** GET /api/owner/restaurants/{id}/waitlist/quote?party_size=: the wait before a party joins. */
import { useQuery } from '@tanstack/react-query';
import { waitlistQuoteSchema, type WaitlistQuote } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { ownerConsoleKeys } from './owner-console-keys';

export function getWaitlistQuote(
  restaurantId: number,
  partySize: number,
  signal?: AbortSignal,
): Promise<WaitlistQuote> {
  return api.get(`/api/owner/restaurants/${restaurantId}/waitlist/quote?party_size=${partySize}`, {
    schema: waitlistQuoteSchema,
    signal,
  });
}

/** Asked only for a whole party size the form accepts; `null` asks nothing. */
export const useWaitlistQuote = (restaurantId: number, partySize: number | null) =>
  useQuery({
    queryKey: ownerConsoleKeys.waitlistQuote(restaurantId, partySize ?? 0),
    queryFn: ({ signal }) => getWaitlistQuote(restaurantId, partySize ?? 0, signal),
    enabled: partySize !== null,
    retry: false,
  });
