/**
 * The host stand's clock: an instant as minutes from the start (00:00) of the service day in the
 * restaurant's zone, so a service past midnight runs on (25:30 is 1:30 the next morning).
 */
import { addDays, toMinutes, zonedDateString, zonedTimeString } from '@tablefor/shared';

export const GRID_MINUTES = 15;
const DAY_MINUTES = 24 * 60;

export function minutesOfDay(instant: string | number, date: string, timeZone: string): number {
  const at = new Date(instant);
  const day = zonedDateString(at, timeZone);
  const offset =
    day === date
      ? 0
      : day === addDays(date, 1)
        ? DAY_MINUTES
        : day < date
          ? -DAY_MINUTES
          : 2 * DAY_MINUTES;
  return offset + toMinutes(zonedTimeString(at, timeZone));
}

/** The turn of a reservation in service-day minutes: [start, end). */
export function turnOf(
  reservation: { reservation_time: string; ends_at: string },
  date: string,
  timeZone: string,
): { start: number; end: number } {
  const start = minutesOfDay(reservation.reservation_time, date, timeZone);
  const length =
    (Date.parse(reservation.ends_at) - Date.parse(reservation.reservation_time)) / 60_000;
  return { start, end: start + Math.max(length, GRID_MINUTES) };
}

/** 'HH:MM' of service-day minutes as a wall clock (1530 is '01:30'). */
export const wallClock = (minutes: number): string => {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
