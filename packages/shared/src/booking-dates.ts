/**
 * The dates a diner may choose: today on the restaurant's calendar through six months ahead for a
 * booking, 21 days for a change. Kept apart from the checks (booking-window.ts) so pages that only
 * list dates (the search bar) load just this.
 */
import { BOOKING_WINDOW_MONTHS, MODIFY_WINDOW_DAYS } from './reservation-rules.ts';
import { DEFAULT_TIME_ZONE } from './restaurant-rules.ts';
import { addDays, zonedDateString } from './zoned-time.ts';

/** 'book' a new table, or 'modify' an existing reservation (a shorter window, other wording). */
export type BookingPurpose = 'book' | 'modify';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written 'YYYY-MM-DD' ('2025-02-30' is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** 'YYYY-MM-DD' plus whole months, the day clamped to the month's last (Aug 31 + 6 = Feb 28). */
export function addMonths(date: string, months: number): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay)))
    .toISOString()
    .slice(0, 10);
}

const zoneChecks = new Map<string, string>();

/**
 * The zone itself when the runtime knows it, else the product's default zone. Remembered: each
 * check builds an Intl formatter, and a results page asks for every row.
 */
export function knownTimeZone(timeZone: string): string {
  let known = zoneChecks.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      known = timeZone;
    } catch {
      known = DEFAULT_TIME_ZONE;
    }
    if (zoneChecks.size < 1000) zoneChecks.set(timeZone, known);
  }
  return known;
}

/** Today on the restaurant's calendar: its clock decides what 'today' is. */
export function restaurantToday(timeZone: string, now: Date = new Date()): string {
  return zonedDateString(now, knownTimeZone(timeZone));
}

/** The first and last dates a diner may choose, counted from the restaurant's today. */
export function bookingDateRange(
  today: string,
  purpose: BookingPurpose = 'book',
): { min: string; max: string } {
  const max =
    purpose === 'book'
      ? addMonths(today, BOOKING_WINDOW_MONTHS)
      : addDays(today, MODIFY_WINDOW_DAYS);
  return { min: today, max };
}

export function isAllowedBookingDate(
  date: string,
  today: string,
  purpose: BookingPurpose = 'book',
): boolean {
  const { min, max } = bookingDateRange(today, purpose);
  return isIsoDate(date) && date >= min && date <= max;
}

/** Every date a diner may book, today first (the search bar's list). */
export function bookableDates(today: string): string[] {
  const { max } = bookingDateRange(today);
  const dates: string[] = [];
  for (let date = today; date <= max; date = addDays(date, 1)) dates.push(date);
  return dates;
}
