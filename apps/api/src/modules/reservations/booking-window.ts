/** When a table may be booked or moved to: a bookable time, ahead of now, inside the window. */
import {
  addDays,
  BOOKING_WINDOW_MONTHS,
  isBookableTime,
  MODIFY_WINDOW_DAYS,
  reservationMessages as m,
  zonedDateString,
  zonedTimeString,
} from '@tablefor/shared';

/** 'YYYY-MM-DD' plus whole months, the day clamped to the month's last (Aug 31 + 6 = Feb 28). */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The message for a start time that cannot be booked ('book') or moved to ('modify'), or null. */
export function bookingTimeError(
  start: Date,
  timeZone: string,
  now: Date,
  purpose: 'book' | 'modify',
): string | null {
  if (!isBookableTime(zonedTimeString(start, timeZone))) return m.time;
  if (start.getTime() <= now.getTime()) return m.futureTime;
  const today = zonedDateString(now, timeZone);
  const lastDay =
    purpose === 'book'
      ? addMonths(today, BOOKING_WINDOW_MONTHS)
      : addDays(today, MODIFY_WINDOW_DAYS);
  if (zonedDateString(start, timeZone) > lastDay) {
    return purpose === 'book' ? m.tooFarAhead : m.modifyTooFarAhead;
  }
  return null;
}
