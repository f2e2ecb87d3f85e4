/** The upcoming-reservations button; a later issue shows the soonest reservation here. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarIcon } from '@/components/icons/icons';
import { Popover } from '@/components/popover/popover';
import styles from './menu.module.css';
import barStyles from './top-bar.module.css';

export function UpcomingReservationsMenu({ userId }: { userId: number }) {
  const { t } = useTranslation();
  return (
    <Popover
      label={t('topBar.upcoming')}
      triggerClassName={barStyles.iconButton}
      trigger={<CalendarIcon />}
    >
      {(close) => (
        <div className={styles.menu}>
          <p className={styles.heading}>{t('upcomingMenu.title')}</p>
          <p className={styles.empty}>{t('upcomingMenu.none')}</p>
          <Link
            className={styles.footerLink}
            to={`/users/${userId}/dining-dashboard`}
            onClick={close}
          >
            {t('upcomingMenu.viewAll')}
          </Link>
        </div>
      )}
    </Popover>
  );
}
