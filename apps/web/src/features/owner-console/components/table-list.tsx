/** The host stand on a phone: each table under its area, then its reservations in time order. */
import { formatClock, type Timeline } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { timelineRows } from '../lib/timeline-layout';
import { useReservationLabel } from './reservation-label';
import { StatusBadge } from './status-badge';
import styles from './table-list.module.css';
import '@/i18n/bundles/host-stand-texts';

type TableListProps = {
  timeline: Timeline;
  lateIds: ReadonlySet<number>;
  onOpen: (reservationId: number) => void;
};

export function TableList({ timeline, lateIds, onOpen }: TableListProps) {
  const { t, i18n } = useTranslation();
  const label = useReservationLabel();
  const rows = timelineRows(timeline, t('hostStand.grid.otherArea'));
  return (
    <section className={styles.tableList} aria-label={t('hostStand.list.label')}>
      {rows.map((row) => {
        if (row.kind === 'area')
          return (
            <h3 key={row.key} className={styles.listArea}>
              {row.name}
            </h3>
          );
        const reservations = timeline.reservations
          .filter((r) => r.table_ids.includes(row.tableId))
          .sort((a, b) => a.reservation_time.localeCompare(b.reservation_time));
        return (
          <section
            key={row.key}
            className={styles.listTable}
            aria-label={t('hostStand.grid.table', { label: row.label })}
          >
            <h4 className={styles.listTableName}>
              {t('hostStand.grid.table', { label: row.label })}
              <span className={styles.listSeats}>
                {t('hostStand.grid.seats', { seats: row.seats })}
              </span>
            </h4>
            {reservations.length === 0 ? (
              <p className={styles.none}>{t('hostStand.list.none')}</p>
            ) : (
              <ul className={styles.listItems}>
                {reservations.map((r) => (
                  <li key={r.id}>
                    <button
                      type="button"
                      className={`${styles.listItem} ${lateIds.has(r.id) ? styles.listLate : ''}`}
                      aria-label={label.name(r)}
                      onClick={() => onOpen(r.id)}
                    >
                      <span className={styles.listTime}>
                        {formatClock(r.local_time, i18n.language)}–
                        {formatClock(r.end_local_time, i18n.language)}
                      </span>
                      <span className={styles.listGuest}>{label.guest(r)}</span>
                      <span className={styles.listParty}>
                        {t('ownerConsole.partySize', { count: r.party_size })}
                      </span>
                      <span className={styles.listStatus}>
                        <StatusBadge status={r.status} />
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </section>
  );
}
