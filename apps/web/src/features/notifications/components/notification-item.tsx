/** One line of the bell: its sentence, the restaurant's reason if any, and when it came. */
import type { Notification } from '@tablefor/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { notificationAge, notificationText } from '../lib/notification-text';
import styles from './notifications-bell.module.css';

export function NotificationItem({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const reason = item.params.reason;
  return (
    <li>
      <Link
        to={item.link}
        className={item.read ? styles.item : `${styles.item} ${styles.unread}`}
        onClick={onOpen}
      >
        {!item.read && (
          <>
            <span className={styles.dot} aria-hidden="true" />
            <span className="visually-hidden">{t('notifications.unread')}: </span>
          </>
        )}
        <span className={styles.body}>
          <span className={styles.text}>{notificationText(t, item, i18n.language)}</span>
          {reason !== undefined && (
            <span className={styles.reason}>
              {t('notifications.reason', { reason: String(reason) })}
            </span>
          )}
          <time className={styles.age} dateTime={item.created_at}>
            {notificationAge(t, item.created_at, Date.now(), i18n.language)}
          </time>
        </span>
      </Link>
    </li>
  );
}
