/**
 * Opening hours per weekday: opening and closing times (more than one range for split shifts) or
 * 'Closed', a 'Copy Monday to all days' helper, and the hours as the listing will show them to
 * the reader (in the reader's language, as the restaurant page writes them).
 */
import { useTranslation } from '@/i18n/use-translation';
import { WEEKDAYS } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { WeeklyHours } from '@/components/weekly-hours/weekly-hours';
import {
  copyMondayToAll,
  hasOpeningHours,
  incompleteDays,
  openingHoursOf,
  type WeekHours,
} from '@/lib/weekly-hours';
import { DayHoursRow } from './day-hours-row';
import styles from './hours-editor.module.css';
import '@/i18n/bundles/create-restaurant-texts';

type HoursEditorProps = {
  week: WeekHours;
  onChange: (week: WeekHours) => void;
  /** 'Operation hours is required' and the like, from the schema. */
  error?: string;
  /** Whether half-entered days say so (once the step was checked). */
  showIncomplete: boolean;
  /** The hours as the website words them, when they could not be read day by day. */
  siteHours: string;
};

export function HoursEditor({
  week,
  onChange,
  error,
  showIncomplete,
  siteHours,
}: HoursEditorProps) {
  const { t } = useTranslation();
  const incomplete = new Set(showIncomplete ? incompleteDays(week) : []);
  const hours = openingHoursOf(week);
  return (
    <fieldset className={styles.editor} aria-describedby="opening-hours-hint">
      <legend className={styles.legend}>{t('createRestaurant.hours.legend')}</legend>
      <div className={styles.intro}>
        <p id="opening-hours-hint" className={styles.hint}>
          {t('createRestaurant.hours.hint')}
        </p>
        <Button size="sm" variant="secondary" onClick={() => onChange(copyMondayToAll(week))}>
          {t('createRestaurant.hours.copyMonday')}
        </Button>
      </div>
      {siteHours && (
        <p className={styles.siteHours}>
          {t('createRestaurant.hours.siteHours', { hours: siteHours })}
        </p>
      )}
      <ul className={styles.days}>
        {WEEKDAYS.map((day, index) => (
          <DayHoursRow
            key={day}
            day={day}
            hours={week[day]}
            onChange={(hours) => onChange({ ...week, [day]: hours })}
            incomplete={incomplete.has(day)}
            // The hours as a whole are missing: the first time field takes the focus.
            invalid={Boolean(error) && index === 0}
          />
        ))}
      </ul>
      {error && <p className={styles.error}>{error}</p>}
      <div className={styles.preview} aria-live="polite">
        <span className={styles.previewLabel}>{t('createRestaurant.hours.preview')}</span>
        {hasOpeningHours(hours) ? (
          <div className={styles.previewText}>
            <WeeklyHours hours={hours} />
          </div>
        ) : (
          <span className={styles.previewEmpty}>{t('createRestaurant.hours.previewEmpty')}</span>
        )}
      </div>
    </fieldset>
  );
}
