/**
 * How a notification reads in the reader's language: its kind's sentence with the facts it
 * carries (the date as 'Fri, Dec 4' / 'vie, 4 dic', the time on the restaurant's clock, 24-hour
 * in Spanish), and when it came, relative while recent and a date after a week.
 */
import { formatClock, localeOf, type Language, type Notification } from '@tablefor/shared';
import type { TFunction } from '@/i18n/translator';
import { dateFormat } from '@/lib/date-format';

const text = (params: Notification['params'], name: string): string => {
  const value = params[name];
  return value === undefined ? '' : String(value);
};

/** A 'YYYY-MM-DD' wall-clock date, read at UTC noon so no zone moves it to another day. */
function formatDay(date: string, language: Language): string {
  const instant = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(instant.getTime())) return date;
  return dateFormat(localeOf(language), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(instant);
}

export function notificationText(t: TFunction, item: Notification, language: Language): string {
  const { params } = item;
  const size = Number(params.party_size ?? 0);
  return t(`notifications.text.${item.kind}`, {
    restaurant: text(params, 'restaurant'),
    date: params.date ? formatDay(String(params.date), language) : '',
    time: params.time ? formatClock(String(params.time), language) : '',
    people: t('notifications.people', { count: size }),
  });
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '5 minutes ago', 'yesterday', ... up to a week; then the date ('Nov 20' / '20 nov'). */
export function notificationAge(
  t: TFunction,
  createdAt: string,
  now: number,
  language: Language,
): string {
  const created = Date.parse(createdAt);
  const ago = Math.max(0, now - created);
  if (ago < MINUTE) return t('notifications.justNow');
  const relative = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' });
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return dateFormat(localeOf(language), { month: 'short', day: 'numeric' }).format(created);
}
