/**
 * One bookable time in a row of slots: a free time links to where it is booked, a taken one is a
 * disabled, struck-out button that says so to screen readers.
 */
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { formatClock } from '@tablefor/shared';
import styles from './time-slot.module.css';

type TimeSlotProps = { time: string; available: boolean; to: string; className?: string };

export function TimeSlot({ time, available, to, className = '' }: TimeSlotProps) {
  const { t, i18n } = useTranslation();
  const label = formatClock(time, i18n.language);
  if (available) {
    return (
      <Link to={to} className={`${styles.slot} ${className}`}>
        {label}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={`${styles.slot} ${styles.unavailable} ${className}`}
      disabled
      aria-label={t('results.slotUnavailable', { time: label })}
    >
      {label}
    </button>
  );
}
