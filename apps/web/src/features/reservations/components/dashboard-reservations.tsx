/** The dashboard's Reservations view: upcoming (soonest first) and past (latest first). */
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { useUserReservations } from '../api/get-user-reservations';
import { splitReservations } from '../lib/reservation-format';
import { ReservationList } from './reservation-list';
import styles from './dashboard-reservations.module.css';
import '@/i18n/bundles/reservations-texts';

export function DashboardReservations({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const query = useUserReservations(userId);

  if (query.isPending) {
    return (
      <div className={styles.state}>
        <Spinner />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('reservations.dashboard.listError')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('reservations.dashboard.retry')}
        </Button>
      </div>
    );
  }

  const { upcoming, past } = splitReservations(query.data);
  return (
    <div className={styles.lists}>
      <ReservationList
        title={t('reservations.dashboard.upcoming')}
        empty={t('reservations.dashboard.noUpcoming')}
        reservations={upcoming}
      />
      <ReservationList
        title={t('reservations.dashboard.past')}
        empty={t('reservations.dashboard.noPast')}
        reservations={past}
        past
      />
    </div>
  );
}
