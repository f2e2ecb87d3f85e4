/** GET /api/users/{id}/notify-requests: the diner's Notify requests, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  notifyRequestListSchema,
  openNotifyStatuses,
  type NotifyRequest,
  type NotifyRequestStatus,
} from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { notifyKeys } from './notify-keys';

/** How often a list with an open request is read again: an offer lasts minutes, not hours. */
export const NOTIFY_POLL_MS = 30_000;

export async function getNotifyRequests(
  userId: number,
  signal?: AbortSignal,
): Promise<NotifyRequest[]> {
  const body = await api.get(`/api/users/${userId}/notify-requests`, {
    schema: notifyRequestListSchema,
    signal,
  });
  return body.requests;
}

export const getNotifyRequestsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: notifyKeys.ofUser(userId),
    queryFn: ({ signal }) => getNotifyRequests(userId, signal),
  });

const isOpen = (request: NotifyRequest) =>
  (openNotifyStatuses as readonly NotifyRequestStatus[]).includes(request.status);

/**
 * The signed-in diner's requests (off while signed out). Read again every 30 s only while one is
 * still waiting or offered, and only while the page is in view: a diner with nothing open costs
 * one request per visit.
 */
export function useNotifyRequests(userId: number | null) {
  return useQuery({
    ...getNotifyRequestsQueryOptions(userId ?? 0),
    enabled: userId !== null,
    refetchInterval: (query) => (query.state.data?.some(isOpen) ? NOTIFY_POLL_MS : false),
  });
}
