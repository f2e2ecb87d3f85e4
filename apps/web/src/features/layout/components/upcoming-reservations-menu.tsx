/**
 * The upcoming-reservations button: the soonest future reservation with View, Modify, Invite
 * guests (the reservation page's section) and Cancel. The icon gains a check mark while one is ahead.
 */
import { formatClock } from '@tablefor/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { CalendarIcon } from '@/components/icons/icons';
import { Popover } from '@/components/popover/popover';
import {
  formatReservationDate,
  nextReservation,
  useUserReservations,
} from '@/features/reservations';
import styles from './menu.module.css';
import upcomingStyles from './upcoming-reservations-menu.module.css';
import barStyles from './top-bar.module.css';
import '@/i18n/bundles/reservations-texts';

export function UpcomingReservationsMenu({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const query = useUserReservations(userId);
  const next = query.data ? nextReservation(query.data) : null;

  return (
    <Popover
      label={t(next ? 'reservations.upcomingMenu.hasUpcoming' : 'topBar.upcoming')}
      triggerClassName={barStyles.iconButton}
      trigger={next ? <CalendarCheckIcon /> : <CalendarIcon />}
    >
      {(close) => (
        <div className={styles.menu}>
          <p className={styles.heading}>{t('reservations.upcomingMenu.title')}</p>
          {next ? (
            <div className={upcomingStyles.card}>
              <p className={upcomingStyles.name}>{next.restaurant.name}</p>
              <p className={upcomingStyles.party}>
                {t('reservations.upcomingMenu.tableFor', { count: next.party_size })}
              </p>
              <p className={upcomingStyles.when}>
                <span>{formatClock(next.local_time, i18n.language)}</span>
                <span aria-hidden="true"> · </span>
                <span>{formatReservationDate(next.local_date, i18n.language)}</span>
              </p>
              <div className={upcomingStyles.actions}>
                <Link to={`/reservations/${next.id}`} onClick={close}>
                  {t('reservations.upcomingMenu.view')}
                </Link>
                <Link to={`/reservations/${next.id}/modify`} onClick={close}>
                  {t('reservations.upcomingMenu.modify')}
                </Link>
                <Link to={`/reservations/${next.id}?invite=1#invite-guests`} onClick={close}>
                  {t('reservations.upcomingMenu.invite')}
                </Link>
                <Link to={`/reservations/${next.id}?showCancelModal=true`} onClick={close}>
                  {t('reservations.upcomingMenu.cancel')}
                </Link>
              </div>
            </div>
          ) : (
            <p className={styles.empty}>
              {t(
                query.isError
                  ? 'reservations.upcomingMenu.loadError'
                  : 'reservations.upcomingMenu.none',
              )}
            </p>
          )}
          <Link
            className={styles.footerLink}
            to={`/users/${userId}/dining-dashboard`}
            onClick={close}
          >
            {t('reservations.upcomingMenu.viewAll')}
          </Link>
        </div>
      )}
    </Popover>
  );
}

function CalendarCheckIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="3" y="4" width="18" height="17" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
      <path d="m8.5 15 2.5 2.5 4.5-5" stroke="var(--color-accent)" strokeWidth="2.2" />
    </svg>
  );
}
