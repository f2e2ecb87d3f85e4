/** A reservation's status as a coloured pill, in the reader's language. */
import { useTranslation } from '@/i18n/use-translation';
import type { ReservationStatus } from '@tablefor/shared';
import styles from './status-badge.module.css';
import '@/i18n/bundles/owner-console-texts';

/** The CSS modules' names are camel-cased ('no_show' is .noShow). */
const TONE: Record<ReservationStatus, string | undefined> = {
  pending_callback: styles.pendingCallback,
  confirmed: styles.confirmed,
  cancelled: styles.cancelled,
  declined: styles.declined,
  seated: styles.seated,
  completed: styles.completed,
  no_show: styles.noShow,
  held: styles.held,
  lapsed: styles.cancelled,
};

export function StatusBadge({ status }: { status: ReservationStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${TONE[status] ?? ''}`}>
      {t(`ownerConsole.status.${status}`)}
    </span>
  );
}
