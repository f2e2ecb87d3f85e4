/** GET /api/owner/restaurants/{id}/timeline?date=: the host stand's day, before and without the stream. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { timelineSchema, type Timeline } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { markTimelineArrived } from '../lib/render-marks';
import { ownerConsoleKeys } from './owner-console-keys';

export const timelinePath = (restaurantId: number, date: string) =>
  `/api/owner/restaurants/${restaurantId}/timeline?date=${date}`;

export const timelineStreamPath = (restaurantId: number, date: string) =>
  `/api/owner/restaurants/${restaurantId}/timeline/stream?date=${date}`;

export function getTimeline(
  restaurantId: number,
  date: string,
  signal?: AbortSignal,
): Promise<Timeline> {
  return api.get(timelinePath(restaurantId, date), { schema: timelineSchema, signal });
}

export const getTimelineQueryOptions = (restaurantId: number, date: string) =>
  queryOptions({
    queryKey: ownerConsoleKeys.timeline(restaurantId, date),
    queryFn: async ({ signal }) => {
      const timeline = await getTimeline(restaurantId, date, signal);
      markTimelineArrived();
      return timeline;
    },
  });

export const useTimeline = (restaurantId: number, date: string) =>
  useQuery(getTimelineQueryOptions(restaurantId, date));
