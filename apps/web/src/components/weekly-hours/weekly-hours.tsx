/**
 * Weekly opening hours in the reader's language, from their structured form: one line per run of
 * days with the same hours ('lun–vie 12:00–16:00, 19:00–23:00'), weekday names and times as the
 * language writes them. Hours given only as text (a listing without structured hours) are shown
 * as written.
 */
import {
  openingRangesLabel,
  weekdayName,
  weekdaysLabel,
  weeklyHoursRows,
  type WeeklyHours as Hours,
} from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import styles from './weekly-hours.module.css';

type WeeklyHoursProps = { hours: Hours };

export function WeeklyHours({ hours }: WeeklyHoursProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const rows = weeklyHoursRows(hours);
  if (rows.length === 0) return null;
  return (
    <ul className={styles.list}>
      {rows.map((row) => {
        const days =
          row.first === row.last
            ? weekdayName(row.first, language, 'long')
            : `${weekdayName(row.first, language, 'long')} – ${weekdayName(row.last, language, 'long')}`;
        return (
          <li key={row.first} className={styles.row}>
            <span className={styles.days}>
              <abbr title={days} className={styles.abbr}>
                {weekdaysLabel(row, language)}
              </abbr>
            </span>
            <span className={styles.ranges}>
              {row.ranges.length > 0
                ? row.ranges.map((range, index) => (
                    <span key={range.open} className={styles.range}>
                      {openingRangesLabel([range], language)}
                      {index < row.ranges.length - 1 && ', '}
                    </span>
                  ))
                : t('restaurant.details.closed')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
