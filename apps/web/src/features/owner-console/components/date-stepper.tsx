/** The book's day: previous and next day around a date field, and a way back to today. */
import { useId } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons/page-icons';
import { useTranslation } from '@/i18n/use-translation';
import { addDays, isIsoDate } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import styles from './day-book.module.css';
import '@/i18n/bundles/owner-console-texts';

type DateStepperProps = { date: string; today: string; onChange: (date: string) => void };

export function DateStepper({ date, today, onChange }: DateStepperProps) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <div className={styles.stepper} role="group" aria-label={t('ownerConsole.book.dateGroup')}>
      <button
        type="button"
        className={styles.stepButton}
        onClick={() => onChange(addDays(date, -1))}
        aria-label={t('ownerConsole.book.previous')}
      >
        <ChevronLeftIcon size={18} />
      </button>
      <label htmlFor={inputId} className="visually-hidden">
        {t('ownerConsole.book.date')}
      </label>
      <input
        id={inputId}
        type="date"
        className={styles.dateInput}
        value={date}
        required
        onChange={(event) => {
          if (isIsoDate(event.target.value)) onChange(event.target.value);
        }}
      />
      <button
        type="button"
        className={styles.stepButton}
        onClick={() => onChange(addDays(date, 1))}
        aria-label={t('ownerConsole.book.next')}
      >
        <ChevronRightIcon size={18} />
      </button>
      {date !== today && (
        <Button size="sm" variant="ghost" onClick={() => onChange(today)}>
          {t('ownerConsole.book.today')}
        </Button>
      )}
    </div>
  );
}
