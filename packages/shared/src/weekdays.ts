/** The week's day keys, Monday first: the keys of weekly opening hours in every app. */
import { weekdayOf } from './zoned-time.ts';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The abbreviations of stored hours text ('Mon–Fri 11:00–22:00'), written once in English. */
export const WEEKDAY_ABBREVIATIONS: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

/** The weekday key of a 'YYYY-MM-DD' date (`weekdayOf` counts from Sunday, the keys from Monday). */
export function weekdayKeyOf(date: string): Weekday {
  return WEEKDAYS[(weekdayOf(date) + 6) % 7] ?? 'mon';
}

type DayRanges = readonly { open: string; close: string }[];

/**
 * The display text of weekly hours, as listings store it ('Mon–Fri 11:00–22:00; Sat 10:00–23:00;
 * Sun closed'): consecutive days with the same hours share one entry, a day without ranges is
 * closed, and a day the hours do not state is left out.
 */
export function weeklyHoursText(hours: Partial<Record<Weekday, DayRanges>>): string {
  const entries: { first: Weekday; last: Weekday; text: string }[] = [];
  let previous: Weekday | null = null;
  for (const day of WEEKDAYS) {
    const ranges = hours[day];
    if (!ranges) {
      previous = null;
      continue;
    }
    const text = ranges.length
      ? ranges.map(({ open, close }) => `${open}–${close}`).join(', ')
      : 'closed';
    const last = entries.at(-1);
    if (last && previous && last.text === text) last.last = day;
    else entries.push({ first: day, last: day, text });
    previous = day;
  }
  const daysLabel = (first: Weekday, last: Weekday) =>
    first === last
      ? WEEKDAY_ABBREVIATIONS[first]
      : `${WEEKDAY_ABBREVIATIONS[first]}–${WEEKDAY_ABBREVIATIONS[last]}`;
  return entries.map(({ first, last, text }) => `${daysLabel(first, last)} ${text}`).join('; ');
}
