/**
 * A reservation opened from the host stand: its turn, party, tables and status, the guest's
 * contact, notes and history here, and what the host may do (seat, complete, no-show, cancel,
 * move). It follows the live timeline, so another tablet's change shows at once.
 */
import { formatClock, type Timeline, type TimelineReservation } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Modal } from '@/components/modal/modal';
import { CancelReservationAction, canCancel } from './cancel-reservation-action';
import { GuestDetails } from './guest-details';
import { canMove } from '../lib/reservation-moves';
import { MoveTableForm } from './move-table-form';
import { canMarkOutcome, OutcomeActions } from './outcome-actions';
import { useReservationLabel } from './reservation-label';
import { StatusBadge } from './status-badge';
import styles from './host-dialogs.module.css';
import '@/i18n/bundles/host-stand-texts';

type ReservationDialogProps = {
  timeline: Timeline;
  /** Service-day minutes on today's date, else null. */
  now: number | null;
  reservation: TimelineReservation;
  onDone: (message: string) => void;
  onClose: () => void;
};

export function ReservationDialog({
  timeline,
  now,
  reservation,
  onDone,
  onClose,
}: ReservationDialogProps) {
  const { t, i18n } = useTranslation();
  const label = useReservationLabel();
  const name = label.guest(reservation);
  const labels = reservation.table_labels;
  return (
    <Modal title={name} onClose={onClose} size="md">
      <div className={styles.panel}>
        <p className={styles.facts}>
          <span className={styles.turn}>
            {t('hostStand.panel.turn', {
              start: formatClock(reservation.local_time, i18n.language),
              end: formatClock(reservation.end_local_time, i18n.language),
            })}
          </span>
          <span>{t('ownerConsole.partySize', { count: reservation.party_size })}</span>
          <span>
            {labels.length > 0
              ? t('hostStand.panel.tables', { count: labels.length, labels: labels.join(' + ') })
              : t('hostStand.panel.noTable')}
          </span>
          <StatusBadge status={reservation.status} />
        </p>
        <GuestDetails reservation={{ ...reservation, guest_name: name }} />
        {!reservation.walk_in && (
          <p className={styles.history}>
            <span className={styles.historyLabel}>{t('hostStand.panel.history')}</span>
            {reservation.visits === 0 && reservation.no_shows === 0 ? (
              <span>{t('hostStand.panel.firstVisit')}</span>
            ) : (
              <>
                <span>{t('hostStand.panel.visits', { count: reservation.visits })}</span>
                {reservation.no_shows > 0 && (
                  <span className={styles.noShows}>
                    {t('hostStand.panel.noShows', { count: reservation.no_shows })}
                  </span>
                )}
              </>
            )}
          </p>
        )}
        {(canMarkOutcome(reservation) || canCancel(reservation)) && (
          <div className={styles.actions}>
            {canMarkOutcome(reservation) && <OutcomeActions reservation={reservation} />}
            {canCancel(reservation) && (
              <CancelReservationAction
                reservation={{ id: reservation.id, guest_name: name }}
                onCancelled={onDone}
              />
            )}
          </div>
        )}
        {canMove(reservation) && (
          <MoveTableForm
            timeline={timeline}
            reservation={reservation}
            guestName={name}
            now={now}
            onMoved={onDone}
          />
        )}
      </div>
    </Modal>
  );
}
