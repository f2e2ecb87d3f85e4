/** Human labels for a booking choice: 'Sat, Dec 5' / 'Saturday, December 5, 2026' and the zone's city. */
import { dateFormat } from '@/lib/date-format';

/** A 'YYYY-MM-DD' calendar date in words; the date is a wall-clock date, so it is read at UTC noon. */
export function formatBookingDate(
  date: string,
  language: string,
  style: 'short' | 'long' = 'short',
): string {
  const instant = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(instant.getTime())) return date;
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }
      : { weekday: 'short', month: 'short', day: 'numeric' };
  return dateFormat(language, { ...options, timeZone: 'UTC' }).format(instant);
}

/** 'America/Los_Angeles' -> 'Los Angeles'. */
export function timeZoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}
