/** A reservation's status as a coloured pill, in the reader's language. */
import { useTranslation } from '@/i18n/use-translation';
import type { ReservationStatus } from '@tablefor/shared';
import styles from './status-badge.module.css';
import '@/i18n/bundles/owner-console-texts';

export function StatusBadge({ status }: { status: ReservationStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${styles[status]}`}>
      {t(`ownerConsole.status.${status}`)}
    </span>
  );
}
