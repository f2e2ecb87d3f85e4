/**
 * The reservation card: restaurant photo and name, then date, time, party, status, the name and
 * request it was booked with, the restaurant's address (with directions) and phone, where the
 * confirmation went and how to find the booking again. No reservation number: a sequential id
 * says how busy the product is, and nothing asks the diner for it.
 */
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
          {reservation.guest_name && (
            <div>
              <dt>{t('reservations.detail.bookedFor')}</dt>
              <dd>{reservation.guest_name}</dd>
            </div>
          )}
          {restaurant.phone && (
            <div>
              <dt>{t('reservations.detail.phone')}</dt>
              <dd>
                <a href={`tel:${restaurant.phone.replace(/[^\d+]/g, '')}`}>{restaurant.phone}</a>
              </dd>
            </div>
          )}
          {reservation.chat_notes && (
            <div className={styles.wide}>
              <dt>{t('reservations.detail.request')}</dt>
              <dd>{reservation.chat_notes}</dd>
            </div>
          )}
          {restaurant.address && (
            <div className={styles.wide}>
              <dt>{t('reservations.detail.address')}</dt>
              <dd>
                {restaurant.address}
                {restaurant.neighborhood && (
                  <span className={styles.muted}> · {restaurant.neighborhood}</span>
                )}{' '}
                <a
                  href={`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(restaurant.address)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('reservations.detail.directions')}
                  <span className="visually-hidden"> {t('reservations.detail.newTab')}</span>
                </a>
              </dd>
            </div>
          )}
        </dl>
        {phase === 'upcoming' && (
          <p className={styles.muted}>
            {reservation.guest_email && (
              <>{t('reservations.detail.sentTo', { email: reservation.guest_email })} </>
            )}
            {t(
              reservation.user_id === null
                ? 'reservations.detail.findAgainGuest'
                : 'reservations.detail.findAgainAccount',
            )}
          </p>
        )}
        {children}
      </div>
    </article>
  );
}
