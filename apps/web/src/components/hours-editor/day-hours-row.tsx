/** One weekday in the hours editor: 'Closed', or its time ranges with add and remove. */
import { useTranslation } from '@/i18n/use-translation';
import type { Weekday } from '@tablefor/shared';
import { CloseIcon } from '@/components/icons/icons';
import { PlusIcon } from '@/components/icons/page-icons';
import { emptyRange, MAX_RANGES_PER_DAY, type DayHours, type TimeRange } from '@/lib/weekly-hours';
import styles from './hours-editor.module.css';
import '@/i18n/bundles/create-restaurant-texts';

type DayHoursRowProps = {
  day: Weekday;
  hours: DayHours;
  onChange: (hours: DayHours) => void;
  incomplete: boolean;
  invalid: boolean;
};

export function DayHoursRow({ day, hours, onChange, incomplete, invalid }: DayHoursRowProps) {
  const { t } = useTranslation();
  const dayName = t(`createRestaurant.hours.days.${day}`);
  const errorId = `hours-${day}-error`;

  const setRange = (index: number, range: TimeRange) =>
    onChange({ ...hours, ranges: hours.ranges.map((old, i) => (i === index ? range : old)) });
  const time = (index: number, edge: 'open' | 'close') => {
    const range = hours.ranges[index] ?? emptyRange();
    const missing =
      incomplete && range[edge] === '' && range[edge === 'open' ? 'close' : 'open'] !== '';
    const flagged = missing || (invalid && index === 0 && edge === 'open');
    return (
      <input
        type="time"
        className={`${styles.timeInput} ${flagged ? styles.invalid : ''}`}
        value={range[edge]}
        step={900}
        aria-label={t(`createRestaurant.hours.${edge}Day`, { day: dayName })}
        aria-invalid={flagged || undefined}
        aria-describedby={missing ? errorId : undefined}
        onChange={(event) => setRange(index, { ...range, [edge]: event.target.value })}
      />
    );
  };

  return (
    <li className={`${styles.day} ${hours.closed ? styles.closedDay : ''}`}>
      <div className={styles.dayHeader}>
        <span className={styles.dayName}>{dayName}</span>
        <label className={styles.closedToggle}>
          <input
            type="checkbox"
            checked={hours.closed}
            onChange={(event) => onChange({ ...hours, closed: event.target.checked })}
            aria-label={t('createRestaurant.hours.closedDay', { day: dayName })}
          />
          <span aria-hidden="true">{t('createRestaurant.hours.closed')}</span>
        </label>
      </div>
      {!hours.closed && (
        <div className={styles.ranges}>
          {hours.ranges.map((_, index) => (
            <div key={index} className={styles.range}>
              {time(index, 'open')}
              <span className={styles.dash} aria-hidden="true">
                –
              </span>
              {time(index, 'close')}
              {index > 0 ? (
                <button
                  type="button"
                  className={styles.rangeButton}
                  aria-label={t('createRestaurant.hours.removeRange', { day: dayName })}
                  title={t('createRestaurant.hours.removeRange', { day: dayName })}
                  onClick={() =>
                    onChange({ ...hours, ranges: hours.ranges.filter((__, i) => i !== index) })
                  }
                >
                  <CloseIcon size={16} />
                </button>
              ) : hours.ranges.length < MAX_RANGES_PER_DAY ? (
                <button
                  type="button"
                  className={styles.rangeButton}
                  aria-label={t('createRestaurant.hours.addRangeDay', { day: dayName })}
                  title={t('createRestaurant.hours.addRangeDay', { day: dayName })}
                  onClick={() => onChange({ ...hours, ranges: [...hours.ranges, emptyRange()] })}
                >
                  <PlusIcon size={18} />
                </button>
              ) : (
                <span className={styles.rangeButton} aria-hidden="true" />
              )}
            </div>
          ))}
        </div>
      )}
      {incomplete && (
        <p id={errorId} className={styles.error}>
          {t('createRestaurant.hours.incomplete')}
        </p>
      )}
    </li>
  );
}
