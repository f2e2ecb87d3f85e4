/** The page's headline: confirmed, completed or cancelled, with a word on what happens next. */
import { useTranslation } from 'react-i18next';
import type { Reservation } from '@tablefor/shared';
import type { ReservationPhase } from '../lib/reservation-state';
import styles from './reservation-heading.module.css';
import '@/i18n/bundles/reservations-texts';

const TITLE = {
  upcoming: 'reservations.detail.confirmed',
  completed: 'reservations.detail.completed',
  cancelled: 'reservations.detail.cancelled',
} as const;

const TEXT = {
  upcoming: 'reservations.detail.confirmedText',
  completed: 'reservations.detail.completedText',
  cancelled: 'reservations.detail.cancelledText',
} as const;

export function ReservationHeading({
  reservation,
  phase,
}: {
  reservation: Reservation;
  phase: ReservationPhase;
}) {
  const { t } = useTranslation();
  const name = reservation.restaurant.name;
  return (
    <header className={styles.header}>
      <span className={`${styles.badge} ${styles[phase]}`} aria-hidden="true">
        {phase === 'cancelled' ? '✕' : '✓'}
      </span>
      <div className={styles.text}>
        <h1 className={styles.title}>{t(TITLE[phase])}</h1>
        <p className={styles.lead}>{t(TEXT[phase], { name })}</p>
        {phase === 'upcoming' && reservation.status === 'pending_callback' && (
          <p className={styles.callback} role="status">
            {t('reservations.detail.callbackText')}
          </p>
        )}
      </div>
    </header>
  );
}
