/** Option lists of the search selects: dates, times and prices (dining styles are the shared list). */
import {
  BOOKABLE_TIMES,
  bookableDates,
  formatClock,
  PRICE_LEVELS,
  type Language,
} from '@tablefor/shared';
import { dateFormat } from '@/lib/date-format';

/** Every bookable time, written as the language writes times ('7:30 PM', '19:30'). */
export const timeOptions = (language: Language) =>
  BOOKABLE_TIMES.map((time) => ({ value: time, label: formatClock(time, language) }));

export const PRICE_OPTIONS = PRICE_LEVELS.map((level) => String(level));

/** 'Fri, Jun 14' in the page language (dates are calendar days, so formatted as UTC). */
export function formatDateLabel(date: string, language: string): string {
  return dateFormat(language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

export function dateOptions(today: string, language: string, todayLabel: string) {
  return bookableDates(today).map((date) => ({
    value: date,
    label: date === today ? todayLabel : formatDateLabel(date, language),
  }));
}
