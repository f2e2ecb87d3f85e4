/**
 * When a table may be booked or moved to, answered once for the API and every form: dates from
 * today (on the restaurant's calendar) to six months ahead for a booking, 21 days for a change; a
 * bookable time still ahead; a party size in range. Each problem names its field and its message.
 */
import { MAX_PARTY_SIZE, MIN_PARTY_SIZE } from './party-size.ts';
import {
  BOOKING_WINDOW_MONTHS,
  MODIFY_WINDOW_DAYS,
  reservationCodes,
} from './reservation-rules.ts';
import { DEFAULT_TIME_ZONE } from './restaurant-rules.ts';
import { isBookableTime } from './time-slots.ts';
import { addDays, zonedDateString, zonedTimeString, zonedTimeToUtc } from './zoned-time.ts';

/** 'book' a new table, or 'modify' an existing reservation (a shorter window, other wording). */
export type BookingPurpose = 'book' | 'modify';
export type BookingChoice = { date: string; time: string; partySize: number | string };
type ReservationMessageKey = keyof typeof reservationCodes;
export type BookingProblem = {
  field: 'date' | 'time' | 'partySize';
  /** The key of the message in `reservationMessages` / `reservationCodes`. */
  message: ReservationMessageKey;
};

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

/** The zone itself when the runtime knows it, else the product's default zone. */
export function knownTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
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

export function isPartySize(value: number | string): boolean {
  const text = String(value);
  if (!/^\d{1,2}$/.test(text)) return false;
  const size = Number(text);
  return size >= MIN_PARTY_SIZE && size <= MAX_PARTY_SIZE;
}

/** The API's check of an instant: bookable time, still ahead, inside the purpose's window. */
export function bookingTimeProblem(
  start: Date,
  timeZone: string,
  now: Date,
  purpose: BookingPurpose,
): BookingProblem | null {
  const zone = knownTimeZone(timeZone);
  if (!isBookableTime(zonedTimeString(start, zone))) return { field: 'time', message: 'time' };
  if (start.getTime() <= now.getTime()) return { field: 'time', message: 'futureTime' };
  const { max } = bookingDateRange(restaurantToday(zone, now), purpose);
  if (zonedDateString(start, zone) > max) {
    return { field: 'date', message: purpose === 'book' ? 'tooFarAhead' : 'modifyTooFarAhead' };
  }
  return null;
}

/**
 * A form's check of a wall-clock choice, every problem in the form's order. Booking asks for party
 * size, date and time ('Please select a date' for any date outside the window); a change asks for
 * a new date (or one within 21 days), a new time and a party size.
 */
export function bookingChoiceProblems(
  choice: BookingChoice,
  timeZone: string,
  now: Date,
  purpose: BookingPurpose,
): BookingProblem[] {
  const zone = knownTimeZone(timeZone);
  const today = restaurantToday(zone, now);
  const problems: BookingProblem[] = [];
  const partySize: BookingProblem = {
    field: 'partySize',
    message: purpose === 'book' ? 'partySize' : 'newPartySize',
  };
  if (purpose === 'book' && !isPartySize(choice.partySize)) problems.push(partySize);

  const { min, max } = bookingDateRange(today, purpose);
  const dateOk = isIsoDate(choice.date);
  if (!dateOk) problems.push({ field: 'date', message: purpose === 'book' ? 'date' : 'newDate' });
  else if (purpose === 'book' && (choice.date < min || choice.date > max)) {
    problems.push({ field: 'date', message: 'date' });
  } else if (purpose === 'modify' && choice.date > max) {
    problems.push({ field: 'date', message: 'modifyTooFarAhead' });
  }

  if (!isBookableTime(choice.time)) {
    problems.push({ field: 'time', message: purpose === 'book' ? 'time' : 'newTime' });
  } else if (dateOk && zonedTimeToUtc(choice.date, choice.time, zone).getTime() <= now.getTime()) {
    problems.push({ field: 'time', message: 'futureTime' });
  }

  if (purpose === 'modify' && !isPartySize(choice.partySize)) problems.push(partySize);
  return problems;
}
