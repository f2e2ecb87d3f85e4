/**
 * The host stand's data: the timeline read once, then replaced by each frame of its stream. While
 * the stream is down the page says so and reads the timeline every 15 seconds instead.
 */
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionHeaders } from '@/lib/api-client';
import { getTimelineQueryOptions, timelineStreamPath } from '../api/get-timeline';
import { ownerConsoleKeys } from '../api/owner-console-keys';
import { markTimelineArrived } from '../lib/render-marks';
import { openTimelineStream, type StreamStatus } from '../lib/timeline-stream';

const FALLBACK_POLL_MS = 15_000;

export function useLiveTimeline(restaurantId: number, date: string) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const timeline = useQuery({
    ...getTimelineQueryOptions(restaurantId, date),
    refetchInterval: status === 'offline' ? FALLBACK_POLL_MS : false,
  });

  useEffect(() => {
    setStatus('connecting');
    return openTimelineStream({
      url: timelineStreamPath(restaurantId, date),
      headers: sessionHeaders,
      onStatus: setStatus,
      onTimeline: (next) => {
        markTimelineArrived();
        queryClient.setQueryData(ownerConsoleKeys.timeline(restaurantId, date), next);
      },
    });
  }, [queryClient, restaurantId, date]);

  return { timeline, status };
}
