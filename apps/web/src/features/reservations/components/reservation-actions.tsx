/**
 * What a diner can do with a reservation: ahead of time Modify, Cancel and Add to calendar;
 * afterwards Book again and Rate and review.
 */
import { useTranslation } from '@/i18n/use-translation';
import type { Reservation } from '@tablefor/shared';
import { Button, ButtonLink } from '@/components/button/button';
import { useDownloadCalendar } from '../api/download-calendar';
import type { ReservationPhase } from '../lib/reservation-state';
import styles from './reservation-actions.module.css';
import '@/i18n/bundles/reservations-texts';

type Props = { reservation: Reservation; phase: ReservationPhase; onCancel: () => void };

export function ReservationActions({ reservation, phase, onCancel }: Props) {
  const { t } = useTranslation();
  const calendar = useDownloadCalendar(reservation.id);
  const restaurantPage = `/restaurants/${reservation.restaurant_id}`;

  if (phase !== 'upcoming') {
    return (
      <div className={styles.actions} role="group" aria-label={t('reservations.detail.actions')}>
        <ButtonLink to={restaurantPage}>{t('reservations.detail.bookAgain')}</ButtonLink>
        {phase === 'completed' && (
          <ButtonLink to={`${restaurantPage}?review=true`} variant="secondary">
            {t('reservations.detail.rateAndReview')}
          </ButtonLink>
        )}
      </div>
    );
  }

  return (
    <div className={styles.wrapper}>
      <div className={styles.actions} role="group" aria-label={t('reservations.detail.actions')}>
        <ButtonLink to={`/reservations/${reservation.id}/modify`}>
          {t('reservations.detail.modify')}
        </ButtonLink>
        <Button variant="secondary" onClick={onCancel}>
          {t('reservations.detail.cancel')}
        </Button>
        <Button variant="ghost" onClick={() => calendar.mutate()} loading={calendar.isPending}>
          <CalendarPlusIcon />
          {t('reservations.detail.addToCalendar')}
        </Button>
      </div>
      {calendar.isError && (
        <p className={styles.error} role="alert">
          {t('reservations.detail.calendarFailed')}
        </p>
      )}
    </div>
  );
}

function CalendarPlusIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="3" y="4" width="18" height="17" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18M12 13v5M9.5 15.5h5" />
    </svg>
  );
}
