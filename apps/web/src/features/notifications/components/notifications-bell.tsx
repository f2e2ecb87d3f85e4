/**
 * The top bar's bell: the unread count on the button, and in its menu the diner's notifications,
 * newest first, each opening its page and marked read as it opens; 'Mark all as read'. The list
 * is read again every 30 seconds while the page is in view.
 */
import { BellIcon } from '@/components/icons/icons';
import { Popover } from '@/components/popover/popover';
import { useTranslation } from '@/i18n/use-translation';
import { useNotifications } from '../api/get-notifications';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/mark-notifications-read';
import { NotificationItem } from './notification-item';
import styles from './notifications-bell.module.css';
import '@/i18n/bundles/notifications-texts';

/** Past this the badge says '99+': the menu tells the rest. */
const BADGE_MAX = 99;

export function NotificationsBell({
  userId,
  triggerClassName,
}: {
  userId: number;
  triggerClassName?: string;
}) {
  const { t } = useTranslation();
  const query = useNotifications(userId);
  const markOne = useMarkNotificationRead(userId);
  const markAll = useMarkAllNotificationsRead(userId);
  const unread = query.data?.pages[0]?.unread ?? 0;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Popover
      label={
        unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('topBar.notifications')
      }
      triggerClassName={`${triggerClassName ?? ''} ${styles.trigger}`}
      trigger={
        <>
          <BellIcon />
          {unread > 0 && (
            <span className={styles.badge} aria-hidden="true">
              {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
            </span>
          )}
        </>
      }
    >
      {(close) => (
        <div className={styles.menu}>
          <div className={styles.header}>
            <p className={styles.heading}>{t('notifications.title')}</p>
            {unread > 0 && (
              <button
                type="button"
                className={styles.markAll}
                disabled={markAll.isPending}
                onClick={() => markAll.mutate()}
              >
                {t('notifications.markAllRead')}
              </button>
            )}
          </div>
          {markAll.isError && (
            <p className={styles.error} role="alert">
              {t('notifications.markAllFailed')}
            </p>
          )}
          {query.isPending ? (
            <p className={styles.empty}>{t('notifications.loading')}</p>
          ) : query.isError && items.length === 0 ? (
            <div className={styles.empty}>
              <p role="alert">{t('notifications.loadError')}</p>
              <button type="button" className={styles.markAll} onClick={() => void query.refetch()}>
                {t('notifications.retry')}
              </button>
            </div>
          ) : items.length === 0 ? (
            <div>
              <p className={styles.caughtUp}>{t('topBar.noNotifications')}</p>
              <p className={styles.empty}>{t('topBar.noNotificationsText')}</p>
            </div>
          ) : (
            <ul className={styles.list}>
              {items.map((item) => (
                <NotificationItem
                  key={item.id}
                  item={item}
                  onOpen={() => {
                    if (!item.read) markOne.mutate(item.id);
                    close();
                  }}
                />
              ))}
              {query.hasNextPage && (
                <li className={styles.older}>
                  <button
                    type="button"
                    className={styles.markAll}
                    disabled={query.isFetchingNextPage}
                    onClick={() => void query.fetchNextPage()}
                  >
                    {t('notifications.older')}
                  </button>
                </li>
              )}
            </ul>
          )}
        </div>
      )}
    </Popover>
  );
}
