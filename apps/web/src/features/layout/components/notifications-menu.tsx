/** The notifications button: nothing to report yet, said plainly. */
import { useTranslation } from '@/i18n/use-translation';
import { BellIcon } from '@/components/icons/icons';
import { Popover } from '@/components/popover/popover';
import styles from './menu.module.css';
import barStyles from './top-bar.module.css';

export function NotificationsMenu() {
  const { t } = useTranslation();
  return (
    <Popover
      label={t('topBar.notifications')}
      triggerClassName={barStyles.iconButton}
      trigger={<BellIcon />}
    >
      {() => (
        <div className={styles.menu}>
          <p className={styles.heading}>{t('topBar.noNotifications')}</p>
          <p className={styles.empty}>{t('topBar.noNotificationsText')}</p>
        </div>
      )}
    </Popover>
  );
}
