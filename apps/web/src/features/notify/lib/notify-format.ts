/**
 * How Notify's days and offers read: a date as 'Fri, Dec 4' ('vie, 4 dic'), an offer's instants
 * on the restaurant's clock, and the time an offer has left.
 */
import {
  localeOf,
  zonedDateString,
  zonedTimeString,
  type Language,
  type NotifyOffer,
} from '@tablefor/shared';
import { dateFormat } from '@/lib/date-format';

/** A 'YYYY-MM-DD' wall-clock date, read at UTC noon so no zone moves it to another day. */
export function formatNotifyDate(date: string, language: Language): string {
  const instant = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(instant.getTime())) return date;
  return dateFormat(localeOf(language), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(instant);
}

/** The held table's date and time, and the end of the hold, on the restaurant's clock. */
export function offerClock(offer: NotifyOffer, timeZone: string) {
  const table = new Date(offer.table_time);
  return {
    date: zonedDateString(table, timeZone),
    time: zonedTimeString(table, timeZone),
    until: zonedTimeString(new Date(offer.expires_at), timeZone),
  };
}

/** What is left of a hold at `now`: whole minutes while a minute or more, else seconds. */
export function holdLeft(
  offer: NotifyOffer,
  now: number,
): { unit: 'minutes' | 'seconds'; count: number } | null {
  const ms = Date.parse(offer.expires_at) - now;
  if (!(ms > 0)) return null;
  return ms >= 60_000
    ? { unit: 'minutes', count: Math.floor(ms / 60_000) }
    : { unit: 'seconds', count: Math.ceil(ms / 1000) };
}
