/**
 * POST /api/notifications/{id}/read and /api/users/{id}/notifications/read-all. The list shows
 * the change at once (the cache is updated), then is read again from the server.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NotificationPages } from './get-notifications';
import { notificationKeys } from './notification-keys';

export function markNotificationRead(id: number): Promise<void> {
  return api.post(`/api/notifications/${id}/read`);
}

export function markAllNotificationsRead(userId: number): Promise<void> {
  return api.post(`/api/users/${userId}/notifications/read-all`);
}

function useMarkRead<T>(
  userId: number,
  send: (value: T) => Promise<void>,
  isMarked: (id: number, value: T) => boolean,
) {
  const queryClient = useQueryClient();
  const key = notificationKeys.ofUser(userId);
  return useMutation({
    mutationFn: send,
    onMutate: (value) =>
      queryClient.setQueryData<NotificationPages>(key, (data) => {
        if (!data) return data;
        let marked = 0;
        const pages = data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => {
            if (item.read || !isMarked(item.id, value)) return item;
            marked += 1;
            return { ...item, read: true };
          }),
        }));
        return {
          ...data,
          pages: pages.map((page) => ({ ...page, unread: Math.max(0, page.unread - marked) })),
        };
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** Marks one notification read (as its link opens). */
export const useMarkNotificationRead = (userId: number) =>
  useMarkRead<number>(userId, markNotificationRead, (id, marked) => id === marked);

/** 'Mark all as read'. */
export const useMarkAllNotificationsRead = (userId: number) =>
  useMarkRead<void>(
    userId,
    () => markAllNotificationsRead(userId),
    () => true,
  );
