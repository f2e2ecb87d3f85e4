/**
 * GET /api/owner/restaurants/{id}/book?date=: one day of a restaurant (its own calendar), with
 * every callback request still waiting. Refetched each minute, so new bookings show up.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dayBookSchema, type DayBook } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { ownerConsoleKeys } from './owner-console-keys';

const REFRESH_MS = 60_000;

export function getDayBook(restaurantId: number, date: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ date });
  return api.get<DayBook>(`/api/owner/restaurants/${restaurantId}/book?${query.toString()}`, {
    schema: dayBookSchema,
    signal,
  });
}

export const getDayBookQueryOptions = (restaurantId: number, date: string) =>
  queryOptions({
    queryKey: ownerConsoleKeys.book(restaurantId, date),
    queryFn: ({ signal }) => getDayBook(restaurantId, date, signal),
    refetchInterval: REFRESH_MS,
  });

/** The previous day of the same restaurant stays on screen while the next one loads. */
export function useDayBook(restaurantId: number, date: string) {
  return useQuery({
    ...getDayBookQueryOptions(restaurantId, date),
    placeholderData: (previous) =>
      previous?.restaurant.id === restaurantId ? previous : undefined,
  });
}
