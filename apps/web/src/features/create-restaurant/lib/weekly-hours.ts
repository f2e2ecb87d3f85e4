/**
 * The hours editor's model: per weekday a 'Closed' switch and one or more opening-closing ranges.
 * From it come the structured `opening_hours` bookings check and the `operation_hours` text the
 * listing shows ('Mon–Fri 11:00–22:00; Sat 10:00–23:00; Sun closed').
 */
import type { WeeklyHours } from '@tablefor/shared';

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];
export type TimeRange = { open: string; close: string };
export type DayHours = { closed: boolean; ranges: TimeRange[] };
export type WeekHours = Record<Weekday, DayHours>;

/** Breakfast, lunch and dinner; the shared schema would take one more. */
export const MAX_RANGES_PER_DAY = 3;

// The listing's text is stored once for every reader, in the catalogue's language (English).
const dayAbbreviations: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

export const emptyRange = (): TimeRange => ({ open: '', close: '' });

export function emptyWeek(): WeekHours {
  return Object.fromEntries(
    weekdays.map((day) => [day, { closed: false, ranges: [emptyRange()] }]),
  ) as WeekHours;
}

const isComplete = (range: TimeRange) => range.open !== '' && range.close !== '';
const isHalfFilled = (range: TimeRange) => (range.open === '') !== (range.close === '');

/** The ranges a day is open (none when closed or left blank). */
function openRanges(day: DayHours): TimeRange[] {
  return day.closed ? [] : day.ranges.filter(isComplete);
}

/** Days with a range that has an opening but no closing time, or the other way round. */
export function incompleteDays(week: WeekHours): Weekday[] {
  return weekdays.filter((day) => !week[day].closed && week[day].ranges.some(isHalfFilled));
}

/** What bookings read: each day's complete ranges, [] on a closed day. */
export function openingHoursOf(week: WeekHours): WeeklyHours {
  return Object.fromEntries(
    weekdays.map((day) => [day, openRanges(week[day]).map(({ open, close }) => ({ open, close }))]),
  );
}

export function hasOpeningHours(hours: WeeklyHours): boolean {
  return weekdays.some((day) => (hours[day]?.length ?? 0) > 0);
}

/** The editor's week from stated hours: days without ranges are closed. */
export function weekFromOpeningHours(hours: WeeklyHours): WeekHours {
  return Object.fromEntries(
    weekdays.map((day) => {
      const ranges = (hours[day] ?? []).slice(0, MAX_RANGES_PER_DAY);
      return [
        day,
        ranges.length > 0 ? { closed: false, ranges } : { closed: true, ranges: [emptyRange()] },
      ];
    }),
  ) as WeekHours;
}

/**
 * The display text: consecutive days with the same hours share one entry; '' when no day is open
 * (so the shared schema answers 'Operation hours is required').
 */
export function operationHoursText(week: WeekHours): string {
  const dayTexts = weekdays.map((day) => {
    const ranges = openRanges(week[day]);
    return ranges.length === 0
      ? 'closed'
      : ranges.map((range) => `${range.open}–${range.close}`).join(', ');
  });
  if (dayTexts.every((text) => text === 'closed')) return '';

  const entries: string[] = [];
  let start = 0;
  for (let index = 1; index <= weekdays.length; index++) {
    if (index < weekdays.length && dayTexts[index] === dayTexts[start]) continue;
    const first = dayAbbreviations[weekdays[start] as Weekday];
    const last = dayAbbreviations[weekdays[index - 1] as Weekday];
    entries.push(`${index - 1 === start ? first : `${first}–${last}`} ${dayTexts[start]}`);
    start = index;
  }
  return entries.join('; ');
}

/** 'Copy Monday to all days'. */
export function copyMondayToAll(week: WeekHours): WeekHours {
  const monday = week.mon;
  return Object.fromEntries(
    weekdays.map((day) => [
      day,
      { closed: monday.closed, ranges: monday.ranges.map((range) => ({ ...range })) },
    ]),
  ) as WeekHours;
}
