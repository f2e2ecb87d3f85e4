/** Reservations that hold no table (none fitted after an edit of the floor), to open and move. */
import type { Timeline } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { useReservationLabel } from './reservation-label';
import styles from './table-list.module.css';
import '@/i18n/bundles/host-stand-texts';

export function UnplacedReservations(props: { timeline: Timeline; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const label = useReservationLabel();
  const unplaced = props.timeline.reservations.filter((r) => r.table_ids.length === 0);
  if (unplaced.length === 0) return null;
  return (
    <section className={styles.unplaced} aria-label={t('hostStand.grid.withoutTable')}>
      <h3 className={styles.subheading}>{t('hostStand.grid.withoutTable')}</h3>
      <ul className={styles.unplacedList}>
        {unplaced.map((r) => (
          <li key={r.id}>
            <button
              type="button"
              className={styles.listItem}
              aria-label={label.name(r)}
              onClick={() => props.onOpen(r.id)}
            >
              <span className={styles.listTime}>{label.time(r)}</span>
              <span className={styles.listGuest}>{label.guest(r)}</span>
              <span className={styles.listParty}>
                {t('ownerConsole.partySize', { count: r.party_size })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
