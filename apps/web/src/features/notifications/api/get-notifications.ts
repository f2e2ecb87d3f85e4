/**
 * GET /api/users/{id}/notifications: the bell's notifications, newest first, a page at a time
 * ('Show older' asks for the page before the last one shown), and the unread count.
 */
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { notificationPageSchema, type NotificationPage } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** How often the bell asks again while the page is in view (react-query pauses when hidden). */
export const NOTIFICATIONS_POLL_MS = 30_000;

export type NotificationPages = InfiniteData<NotificationPage, number | undefined>;

export function getNotifications(
  userId: number,
  before: number | undefined,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const query = before === undefined ? '' : `?before=${before}`;
  return api.get(`/api/users/${userId}/notifications${query}`, {
    schema: notificationPageSchema,
    signal,
  });
}

export const getNotificationsQueryOptions = (userId: number) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.ofUser(userId),
    queryFn: ({ pageParam, signal }) => getNotifications(userId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before,
  });

export function useNotifications(userId: number) {
  return useInfiniteQuery({
    ...getNotificationsQueryOptions(userId),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
