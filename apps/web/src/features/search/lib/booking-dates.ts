/** The dates a diner may search: today (restaurant time) through six months ahead. */
import { DEFAULT_TIME_ZONE, addDays, zonedDateString } from '@tablefor/shared';

export const BOOKING_WINDOW_MONTHS = 6;

/** Today's date where the restaurants are. */
export function todayDate(now = new Date()): string {
  return zonedDateString(now, DEFAULT_TIME_ZONE);
}

/** The same day `months` later, clamped to the month's end (Aug 31 + 6 months = Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay)))
    .toISOString()
    .slice(0, 10);
}

export function lastBookableDate(today = todayDate()): string {
  return addMonths(today, BOOKING_WINDOW_MONTHS);
}

export function isBookableDate(date: string, today = todayDate()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= today && date <= lastBookableDate(today);
}

/** Every bookable date, today first. */
export function bookableDates(today = todayDate()): string[] {
  const last = lastBookableDate(today);
  const dates: string[] = [];
  for (let date = today; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}
