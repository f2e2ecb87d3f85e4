/**
 * Pure rules of the restaurant page's reservation form (spec §5): the allowed dates (today to six
 * months ahead), the defaults (today, 17:00, 2 people) and what a ?date=&time=&partySize= URL sets.
 */
import {
  BOOKING_WINDOW_MONTHS,
  DEFAULT_BOOKING_TIME,
  DEFAULT_TIME_ZONE,
  isBookableTime,
  MAX_PARTY_SIZE,
  MIN_PARTY_SIZE,
  zonedDateString,
  zonedTimeToUtc,
} from '@tablefor/shared';

export const DEFAULT_PARTY_SIZE = 2;

export type BookingFormValues = { date: string; time: string; partySize: number };
export type BookingFormError = 'date' | 'time' | 'partySize' | 'futureTime';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** 'YYYY-MM-DD' plus whole months, clamped to the end of a shorter month (Aug 31 + 6 = Feb 28). */
export function addMonths(date: string, months: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

function knownTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** Today in the restaurant's time zone: its calendar decides what 'today' is. */
export function restaurantToday(timeZone: string, now: Date = new Date()): string {
  return zonedDateString(now, knownTimeZone(timeZone));
}

export function bookingDateRange(today: string): { min: string; max: string } {
  return { min: today, max: addMonths(today, BOOKING_WINDOW_MONTHS) };
}

export function isAllowedBookingDate(date: string, today: string): boolean {
  const { min, max } = bookingDateRange(today);
  return isIsoDate(date) && date >= min && date <= max;
}

function partySizeFrom(value: string | null): number | null {
  if (value === null || !/^\d{1,2}$/.test(value)) return null;
  const size = Number(value);
  return size >= MIN_PARTY_SIZE && size <= MAX_PARTY_SIZE ? size : null;
}

/** True when the URL carries any booking choice (the page then scrolls to the form). */
export function hasBookingParams(params: URLSearchParams): boolean {
  return ['date', 'time', 'partySize'].some((key) => params.has(key));
}

/** The form's first values: each URL value when it is allowed, otherwise the default. */
export function bookingDefaults(params: URLSearchParams, today: string): BookingFormValues {
  const date = params.get('date') ?? '';
  const time = params.get('time') ?? '';
  return {
    date: isAllowedBookingDate(date, today) ? date : today,
    time: isBookableTime(time) ? time : DEFAULT_BOOKING_TIME,
    partySize: partySizeFrom(params.get('partySize')) ?? DEFAULT_PARTY_SIZE,
  };
}

/** The first problem with a choice, checked in the form's order; null when it can be booked. */
export function bookingFormError(
  values: BookingFormValues,
  timeZone: string,
  now: Date = new Date(),
): BookingFormError | null {
  if (partySizeFrom(String(values.partySize)) === null) return 'partySize';
  if (!isAllowedBookingDate(values.date, restaurantToday(timeZone, now))) return 'date';
  if (!isBookableTime(values.time)) return 'time';
  const start = zonedTimeToUtc(values.date, values.time, knownTimeZone(timeZone));
  if (start.getTime() <= now.getTime()) {
    return 'futureTime';
  }
  return null;
}

/** '?date=2025-06-01&time=19:00&partySize=4' for the reservation page (values are URL-safe). */
export function bookingSearch(values: BookingFormValues): string {
  return `?date=${values.date}&time=${values.time}&partySize=${values.partySize}`;
}
