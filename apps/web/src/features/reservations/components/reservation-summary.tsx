/** The reservation card: restaurant photo and name, then date, time, party, status and address. */
import { formatClock } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import type { Reservation } from '@tablefor/shared';
import { formatReservationDate } from '../lib/reservation-format';
import type { ReservationPhase } from '../lib/reservation-state';
import { ReservationImage } from './reservation-image';
import styles from './reservation-summary.module.css';
import '@/i18n/bundles/reservations-texts';

type Props = { reservation: Reservation; phase: ReservationPhase; children?: React.ReactNode };

export function ReservationSummary({ reservation, phase, children }: Props) {
  const { t, i18n } = useTranslation();
  const { restaurant } = reservation;
  // Upcoming: confirmed or waiting for the call; afterwards the phase says it (seated reads as such).
  const statusKey =
    phase === 'upcoming' || reservation.status === 'seated' ? reservation.status : phase;

  return (
    <article className={styles.card} aria-labelledby="reservation-restaurant">
      <ReservationImage
        className={styles.image}
        src={restaurant.preview_img}
        alt={t('reservations.detail.imageAlt', { name: restaurant.name })}
      />
      <div className={styles.body}>
        <p className={styles.number}>
          {t('reservations.detail.reservationNumber', { id: reservation.id })}
        </p>
        <h2 id="reservation-restaurant" className={styles.name}>
          <Link to={`/restaurants/${restaurant.id}`}>{restaurant.name}</Link>
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('reservations.detail.date')}</dt>
            <dd>{formatReservationDate(reservation.local_date, i18n.language)}</dd>
          </div>
          <div>
            <dt>{t('reservations.detail.time')}</dt>
            <dd>{formatClock(reservation.local_time, i18n.language)}</dd>
          </div>
          <div>
            <dt>{t('reservations.detail.partySize')}</dt>
            <dd>{t('reservations.detail.people', { count: reservation.party_size })}</dd>
          </div>
          <div>
            <dt>{t('reservations.detail.status')}</dt>
            <dd>
              <span className={`${styles.status} ${styles[statusKey]}`}>
                {t(`reservations.status.${statusKey}`)}
              </span>
            </dd>
          </div>
          {restaurant.address && (
            <div className={styles.wide}>
              <dt>{t('reservations.detail.address')}</dt>
              <dd>
                {restaurant.address}
                {restaurant.neighborhood && (
                  <span className={styles.muted}> · {restaurant.neighborhood}</span>
                )}
              </dd>
            </div>
          )}
        </dl>
        {children}
      </div>
    </article>
  );
}
