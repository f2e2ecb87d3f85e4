/** A dashboard list of reservations (upcoming or past), each opening its reservation page. */
import { formatClock } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import type { Reservation } from '@tablefor/shared';
import { formatReservationDate } from '../lib/reservation-format';
import { reservationStatusNote } from '../lib/reservation-state';
import { ReservationImage } from './reservation-image';
import styles from './reservation-list.module.css';
import '@/i18n/bundles/reservations-texts';

type Props = { title: string; empty: string; reservations: Reservation[]; past?: boolean };

export function ReservationList({ title, empty, reservations, past = false }: Props) {
  const { t, i18n } = useTranslation();
  const headingId = past ? 'dashboard-past' : 'dashboard-upcoming';
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {reservations.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {reservations.map((reservation) => {
            const note = reservationStatusNote(reservation, past);
            return (
              <li key={reservation.id} className={`${styles.item} ${past ? styles.past : ''}`}>
                <ReservationImage
                  className={styles.image}
                  src={reservation.restaurant.preview_img}
                  alt=""
                />
                <div className={styles.body}>
                  <Link
                    to={`/reservations/${reservation.id}`}
                    className={styles.name}
                    aria-label={t('reservations.dashboard.viewReservation', {
                      name: reservation.restaurant.name,
                    })}
                  >
                    {reservation.restaurant.name}
                  </Link>
                  <p className={styles.when}>
                    {t('reservations.dashboard.when', {
                      date: formatReservationDate(reservation.local_date, i18n.language),
                      time: formatClock(reservation.local_time, i18n.language),
                    })}
                  </p>
                  <p className={styles.meta}>
                    {t('reservations.dashboard.people', { count: reservation.party_size })}
                    {note && ` · ${t(`reservations.status.${note}`)}`}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
