/**
 * 'Needs attention': upcoming reservations the restaurant's hours or floor no longer fit (after
 * an edit of the listing), each with why, for the owner to call the guest and, where the party
 * cannot be moved, cancel it with a reason. Shown only when any.
 */
import { formatClock } from '@tablefor/shared';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingConflict } from '@tablefor/shared';
import { formatShortDate } from '../lib/console-dates';
import { CancelReservationAction, canCancel } from './cancel-reservation-action';
import { ConsoleSection } from './console-section';
import { GuestDetails } from './guest-details';
import sectionStyles from './console-section.module.css';
import styles from './needs-attention.module.css';
import '@/i18n/bundles/owner-console-texts';

type NeedsAttentionProps = {
  conflicts: BookingConflict[];
  onCancelled: (message: string) => void;
};

export function NeedsAttention({ conflicts, onCancelled }: NeedsAttentionProps) {
  const { t } = useTranslation();
  if (conflicts.length === 0) return null;
  return (
    <ConsoleSection
      title={t('ownerConsole.attention.heading')}
      badge={<span className={sectionStyles.count}>{conflicts.length}</span>}
      intro={t('ownerConsole.attention.intro')}
      tone="alert"
    >
      <ul className={styles.list}>
        {conflicts.map((conflict) => (
          <ConflictItem
            key={conflict.reservation.id}
            conflict={conflict}
            onCancelled={onCancelled}
          />
        ))}
      </ul>
    </ConsoleSection>
  );
}

function ConflictItem({
  conflict,
  onCancelled,
}: { conflict: BookingConflict } & Pick<NeedsAttentionProps, 'onCancelled'>) {
  const { t, i18n } = useTranslation();
  const whatId = useId();
  const { reservation, reason } = conflict;
  return (
    <li className={styles.item}>
      <p className={styles.reason}>{t(`ownerConsole.attention.reason.${reason}`)}</p>
      <p id={whatId} className={styles.what}>
        {t('ownerConsole.attention.what', {
          date: formatShortDate(reservation.local_date, i18n.language),
          time: formatClock(reservation.local_time, i18n.language),
          name: reservation.guest_name,
        })}
        <span aria-hidden="true"> · </span>
        {t('ownerConsole.partySize', { count: reservation.party_size })}
      </p>
      <GuestDetails reservation={{ ...reservation, chat_notes: null }} />
      {canCancel(reservation) && (
        <div className={styles.actions}>
          <CancelReservationAction
            reservation={reservation}
            onCancelled={onCancelled}
            describedBy={whatId}
          />
        </div>
      )}
    </li>
  );
}
