/** The wire form of a reservation time: the spec's UTC 'YYYY-MM-DD HH:mm:ss'. */
import { zonedTimeToUtc } from './zoned-time.ts';

/** 'YYYY-MM-DD HH:mm:ss' in UTC for an instant. */
export function utcReservationTime(instant: Date): string {
  return instant.toISOString().slice(0, 19).replace('T', ' ');
}

/** The UTC wire form of a wall-clock `date` and `time` at a restaurant in `timeZone`. */
export function toUtcReservationTime(date: string, time: string, timeZone: string): string {
  return utcReservationTime(zonedTimeToUtc(date, time, timeZone));
}
