/** /reservations/{id}/modify: choose a new date, time or party size for an upcoming reservation. */
import { formatClock } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link/back-link';
import { isReservationNotFound, useReservation } from '../api/get-reservation';
import { parseReservationId } from '../lib/reservation-id';
import { ModifyReservationForm } from '../components/modify-reservation-form';
import { ReservationImage } from '../components/reservation-image';
import {
  ReservationLoadError,
  ReservationLoading,
  ReservationNotFound,
} from '../components/reservation-states';
import { formatReservationDate } from '../lib/reservation-format';
import { reservationPhase } from '../lib/reservation-state';
import styles from './modify-reservation-page.module.css';
import '@/i18n/bundles/reservations-texts';

export function ModifyReservationPage() {
  const { t, i18n } = useTranslation();
  const reservationId = parseReservationId(useParams().reservationId);
  const query = useReservation(reservationId);

  if (reservationId === null || isReservationNotFound(query.error)) return <ReservationNotFound />;
  if (query.isPending) return <ReservationLoading />;
  if (query.isError) return <ReservationLoadError onRetry={() => void query.refetch()} />;

  const reservation = query.data;
  const phase = reservationPhase(reservation);
  const { restaurant } = reservation;

  return (
    <div className={styles.page}>
      <title>{`${t('reservations.modify.pageTitle')} · ${t('app.name')}`}</title>
      <BackLink to={`/reservations/${reservation.id}`}>{t('reservations.modify.back')}</BackLink>
      <h1 className={styles.title}>{t('reservations.modify.pageTitle')}</h1>
      <section className={styles.current} aria-label={restaurant.name}>
        <ReservationImage className={styles.thumb} src={restaurant.preview_img} alt="" />
        <div>
          <p className={styles.name}>{restaurant.name}</p>
          <p className={styles.muted}>
            {t('reservations.modify.current', {
              date: formatReservationDate(reservation.local_date, i18n.language),
              time: formatClock(reservation.local_time, i18n.language),
              people: t('reservations.detail.people', { count: reservation.party_size }),
            })}
          </p>
        </div>
      </section>
      <div className={styles.card}>
        {phase === 'upcoming' ? (
          <ModifyReservationForm key={reservation.id} reservation={reservation} />
        ) : (
          <p role="status">
            {t(
              phase === 'cancelled' || phase === 'declined'
                ? `reservations.modify.${phase}`
                : 'reservations.modify.past',
            )}
          </p>
        )}
      </div>
    </div>
  );
}
