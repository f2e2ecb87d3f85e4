/**
 * The page's headline: confirmed, waiting for the restaurant's call, completed, cancelled or
 * declined (with the restaurant's reason when it was the restaurant's doing) or a no-show, with a
 * word on what happens next. A callback request is not called confirmed: it is a request until
 * the restaurant calls, and one made long ago no longer promises a call within the quarter hour.
 */
import { useTranslation } from '@/i18n/use-translation';
import { CALLBACK_RESPONSE_MINUTES, type Reservation } from '@tablefor/shared';
import { ClockIcon } from '@/components/icons/page-icons';
import type { ReservationPhase } from '../lib/reservation-state';
import styles from './reservation-heading.module.css';
import '@/i18n/bundles/reservations-texts';

const TITLE = {
  upcoming: 'reservations.detail.confirmed',
  completed: 'reservations.detail.completed',
  cancelled: 'reservations.detail.cancelled',
  declined: 'reservations.detail.declined',
  no_show: 'reservations.detail.noShow',
} as const satisfies Record<ReservationPhase, string>;

const TEXT = {
  upcoming: 'reservations.detail.confirmedText',
  completed: 'reservations.detail.completedText',
  cancelled: 'reservations.detail.cancelledText',
  declined: 'reservations.detail.declinedText',
  no_show: 'reservations.detail.noShowText',
} as const satisfies Record<ReservationPhase, string>;

/** The badge's mark: a check while the reservation stands, a cross once it does not. */
const refused: ReservationPhase[] = ['cancelled', 'declined', 'no_show'];

export function ReservationHeading({
  reservation,
  phase,
}: {
  reservation: Reservation;
  phase: ReservationPhase;
}) {
  const { t } = useTranslation();
  const name = reservation.restaurant.name;
  if (phase === 'upcoming' && reservation.status === 'pending_callback') {
    return <CallbackHeading reservation={reservation} />;
  }
  return (
    <header className={styles.header}>
      <span
        className={`${styles.badge} ${refused.includes(phase) ? styles.cancelled : styles[phase]}`}
        aria-hidden="true"
      >
        {refused.includes(phase) ? '✕' : '✓'}
      </span>
      <div className={styles.text}>
        <h1 className={styles.title}>{t(TITLE[phase])}</h1>
        <p className={styles.lead}>{t(TEXT[phase], { name })}</p>
        {(phase === 'declined' || phase === 'cancelled') && reservation.decline_reason && (
          <p className={styles.reason}>
            {t('reservations.detail.declineReason', { reason: reservation.decline_reason })}
          </p>
        )}
      </div>
    </header>
  );
}

function CallbackHeading({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const waited = Date.now() - Date.parse(reservation.created_at);
  const promiseKept = waited < CALLBACK_RESPONSE_MINUTES * 60_000;
  return (
    <header className={styles.header}>
      <span className={`${styles.badge} ${styles.waiting}`} aria-hidden="true">
        <ClockIcon size={24} />
      </span>
      <div className={styles.text}>
        <h1 className={styles.title}>{t('reservations.detail.callbackTitle')}</h1>
        <p className={styles.lead}>
          {t('reservations.detail.callbackLead', { name: reservation.restaurant.name })}
        </p>
        <p className={styles.callback} role="status">
          {t(promiseKept ? 'reservations.detail.callbackText' : 'reservations.detail.callbackLate')}
        </p>
      </div>
    </header>
  );
}
