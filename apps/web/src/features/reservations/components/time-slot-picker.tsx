/** The day's times (10:00-22:00 every 30 minutes) as radio chips; full times cannot be picked. */
import { BOOKABLE_TIMES, formatClock } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import styles from './time-slot-picker.module.css';
import '@/i18n/bundles/reservations-texts';

type Props = {
  value: string;
  onChange: (time: string) => void;
  /** Times that cannot take the party; null while availability is unknown. */
  unavailable: ReadonlySet<string> | null;
  /** The reservation's own time on its own day: always selectable, it is already held. */
  currentTime: string | null;
  error?: string;
  status?: string;
};

export function TimeSlotPicker({
  value,
  onChange,
  unavailable,
  currentTime,
  error,
  status,
}: Props) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? 'modify-time-error' : undefined}
    >
      <legend className={styles.legend}>{t('reservations.modify.time')}</legend>
      <p className={styles.hint}>{status ?? t('reservations.modify.timeHint')}</p>
      <div className={styles.grid}>
        {BOOKABLE_TIMES.map((time) => {
          const isCurrent = time === currentTime;
          const full = !isCurrent && (unavailable?.has(time) ?? false);
          const label = formatClock(time, i18n.language);
          return (
            <label
              key={time}
              className={`${styles.slot} ${full ? styles.full : ''} ${value === time ? styles.selected : ''}`}
            >
              <input
                type="radio"
                name="modify-time"
                value={time}
                checked={value === time}
                disabled={full}
                onChange={() => onChange(time)}
                aria-label={
                  full ? t('reservations.modify.unavailableSlot', { time: label }) : label
                }
              />
              <span aria-hidden="true">{label}</span>
              {isCurrent && (
                <span className={styles.current} aria-hidden="true">
                  {t('reservations.modify.currentSlot')}
                </span>
              )}
            </label>
          );
        })}
      </div>
      {error && (
        <p id="modify-time-error" className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
