/**
 * 'Needs attention': upcoming reservations the restaurant's hours or capacity no longer fit (after
 * an edit of the listing), each with why, for the owner to call the guest. Shown only when any.
 */
import { useTranslation } from 'react-i18next';
import type { BookingConflict } from '@tablefor/shared';
import { formatClock, formatShortDate } from '../lib/console-dates';
import { ConsoleSection } from './console-section';
import { GuestDetails } from './guest-details';
import sectionStyles from './console-section.module.css';
import styles from './needs-attention.module.css';
import '@/i18n/bundles/owner-console-texts';

export function NeedsAttention({ conflicts }: { conflicts: BookingConflict[] }) {
  const { t, i18n } = useTranslation();
  if (conflicts.length === 0) return null;
  return (
    <ConsoleSection
      title={t('ownerConsole.attention.heading')}
      badge={<span className={sectionStyles.count}>{conflicts.length}</span>}
      intro={t('ownerConsole.attention.intro')}
      tone="alert"
    >
      <ul className={styles.list}>
        {conflicts.map(({ reservation, reason }) => (
          <li key={reservation.id} className={styles.item}>
            <p className={styles.reason}>{t(`ownerConsole.attention.reason.${reason}`)}</p>
            <p className={styles.what}>
              {t('ownerConsole.attention.what', {
                date: formatShortDate(reservation.local_date, i18n.language),
                time: formatClock(reservation.local_time),
                name: reservation.guest_name,
              })}
              <span aria-hidden="true"> · </span>
              {t('ownerConsole.partySize', { count: reservation.party_size })}
            </p>
            <GuestDetails reservation={{ ...reservation, chat_notes: null }} />
          </li>
        ))}
      </ul>
    </ConsoleSection>
  );
}
