/**
 * How the console writes a restaurant's days and times: always its own calendar and clock
 * (local_date, local_time), never the reader's zone.
 */
import { formatTime12h } from '@tablefor/shared';

const locale = (language: string) => (language === 'es' ? 'es-ES' : 'en-US');

function utcDay(date: string): Date | null {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  const instant = new Date(Date.UTC(year, month - 1, day));
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** '2026-07-01' -> 'Wednesday, July 1, 2026' (the book's day). */
export function formatLongDate(date: string, language: string): string {
  const instant = utcDay(date);
  if (!instant) return date;
  return new Intl.DateTimeFormat(locale(language), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(instant);
}

/** '2026-07-01' -> 'Wed, Jul 1' (a request's or a conflict's day). */
export function formatShortDate(date: string, language: string): string {
  const instant = utcDay(date);
  if (!instant) return date;
  return new Intl.DateTimeFormat(locale(language), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(instant);
}

/** '19:30' -> '7:30 PM'. */
export const formatClock = (time: string): string => formatTime12h(time);
