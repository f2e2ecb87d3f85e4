/**
 * How the console writes a restaurant's days: always its own calendar (local_date), never the
 * reader's zone, in the reader's language. Its times are written by the shared `formatClock`.
 */
import { localeOf, type Language } from '@tablefor/shared';

function utcDay(date: string): Date | null {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  const instant = new Date(Date.UTC(year, month - 1, day));
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** '2026-07-01' -> 'Wednesday, July 1, 2026' (the book's day). */
export function formatLongDate(date: string, language: Language): string {
  const instant = utcDay(date);
  if (!instant) return date;
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(instant);
}

/** '2026-07-01' -> 'Wed, Jul 1' (a request's or a conflict's day). */
export function formatShortDate(date: string, language: Language): string {
  const instant = utcDay(date);
  if (!instant) return date;
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(instant);
}
