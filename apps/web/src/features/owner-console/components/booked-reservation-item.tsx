/**
 * One reservation of the day: its time, party, tables, guest and contact, status, notes, the restaurant's
 * reason when it declined or cancelled, and what the owner may still do (cancel, mark an outcome).
 */
import { formatClock, shownReservationStatus } from '@tablefor/shared';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { BookedReservation } from '@tablefor/shared';
import { CancelReservationAction, canCancel } from './cancel-reservation-action';
import { GuestDetails } from './guest-details';
import { canMarkOutcome, OutcomeActions } from './outcome-actions';
import { StatusBadge } from './status-badge';
import { useNow } from '../hooks/use-now';
import styles from './day-book.module.css';
import '@/i18n/bundles/owner-console-texts';

type BookedReservationItemProps = {
  reservation: BookedReservation;
  onCancelled: (message: string) => void;
};

/**
 * The tables the party holds; a held reservation without any (no table could take it after an
 * edit of the floor) says so as a warning, a released one says nothing.
 */
function ReservationTables({
  reservation,
  released,
}: {
  reservation: BookedReservation;
  released: boolean;
}) {
  const { t } = useTranslation();
  const labels = reservation.table_labels;
  if (labels.length > 0) {
    return (
      <span className={styles.tables}>
        {t('ownerConsole.book.tables', { count: labels.length, labels: labels.join(' + ') })}
      </span>
    );
  }
  return released ? null : <span className={styles.noTable}>{t('ownerConsole.book.noTable')}</span>;
}

export function BookedReservationItem({ reservation, onCancelled }: BookedReservationItemProps) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const released = reservation.status === 'cancelled' || reservation.status === 'declined';
  // The diner reads a past confirmed visit as completed; the owner reads the same.
  const now = useNow(reservation.status === 'confirmed', 60_000);
  const shown = shownReservationStatus(reservation, new Date(now));
  return (
    <li className={`${styles.item} ${released ? styles.released : ''}`}>
      <article aria-labelledby={nameId} className={styles.itemBody}>
        <p className={styles.time}>
          <span className={styles.clock}>{formatClock(reservation.local_time, i18n.language)}</span>
          <span className={styles.party}>
            {t('ownerConsole.partySize', { count: reservation.party_size })}
          </span>
          <ReservationTables reservation={reservation} released={released} />
        </p>
        <div className={styles.guest}>
          <div className={styles.guestHead}>
            <h3 id={nameId} className={styles.guestName}>
              {reservation.guest_name || t('ownerConsole.guest.walkInName')}
            </h3>
            <StatusBadge status={shown} />
          </div>
          <GuestDetails reservation={reservation} />
          {reservation.decline_reason && (
            <p className={styles.reason}>
              {t(
                reservation.status === 'cancelled'
                  ? 'ownerConsole.book.cancelReason'
                  : 'ownerConsole.book.declineReason',
                { reason: reservation.decline_reason },
              )}
            </p>
          )}
          {canMarkOutcome(reservation) && <OutcomeActions reservation={reservation} />}
          {canCancel(reservation) && (
            <div className={styles.itemActions}>
              <CancelReservationAction
                reservation={reservation}
                onCancelled={onCancelled}
                describedBy={nameId}
              />
            </div>
          )}
        </div>
      </article>
    </li>
  );
}
