/**
 * How a reservation's day reads: always the restaurant's calendar (local_date), never the viewer's
 * zone, 'MMM D, YYYY' in the reader's language. Its time is written by the shared `formatClock`.
 */
import {
  localeOf,
  isReleasedStatus,
  isUpcomingReservation,
  type Language,
  type Reservation,
} from '@tablefor/shared';

/** '2026-11-23' -> 'Nov 23, 2026' (English); other languages use their own short month form. */
export function formatReservationDate(localDate: string, language: Language = 'en'): string {
  const [year = NaN, month = NaN, day = NaN] = localDate.split('-').map(Number);
  const instant = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(instant.getTime())) return localDate;
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(instant);
}

/**
 * Upcoming (soonest first) and past (latest first) halves of a user's reservations. A cancelled or
 * declined one holds no table, so it goes with the past, whatever its date: it stays findable
 * without reading as a visit ahead.
 */
export function splitReservations<T extends Pick<Reservation, 'reservation_time' | 'status'>>(
  reservations: readonly T[],
  now: Date = new Date(),
): { upcoming: T[]; past: T[] } {
  const byStart = [...reservations].sort(
    (a, b) => Date.parse(a.reservation_time) - Date.parse(b.reservation_time),
  );
  const ahead = (r: T) => isUpcomingReservation(r, now) && !isReleasedStatus(r.status);
  return {
    upcoming: byStart.filter(ahead),
    past: byStart.filter((r) => !ahead(r)).reverse(),
  };
}

/** The soonest reservation still ahead that holds a table (not cancelled or declined), or null. */
export function nextReservation<T extends Pick<Reservation, 'reservation_time' | 'status'>>(
  reservations: readonly T[],
  now: Date = new Date(),
): T | null {
  return splitReservations(reservations, now).upcoming[0] ?? null;
}
