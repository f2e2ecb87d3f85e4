/** Option lists of the search selects: dates, times, party sizes, prices, dining styles, sorts. */
import {
  BOOKABLE_TIMES,
  bookableDates,
  formatClock,
  PRICE_LEVELS,
  type Language,
} from '@tablefor/shared';
import { dateFormat } from '@/lib/date-format';

export const DINING_STYLES = [
  'Casual Dining',
  'Casual Elegant',
  'Fine Dining',
  'Home Style',
] as const;

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

export type DiningStyleKey = 'casualDining' | 'casualElegant' | 'fineDining' | 'homeStyle';

/** The catalogue's dining style values and their translation keys. */
export const DINING_STYLE_KEYS: Record<string, DiningStyleKey> = {
  'Casual Dining': 'casualDining',
  'Casual Elegant': 'casualElegant',
  'Fine Dining': 'fineDining',
  'Home Style': 'homeStyle',
};
