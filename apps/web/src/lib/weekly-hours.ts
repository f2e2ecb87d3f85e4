/**
 * The hours editor's model: per weekday a 'Closed' switch and one or more opening-closing ranges.
 * From it come the structured `opening_hours` bookings check and the `operation_hours` text the
 * listing shows ('Mon–Fri 11:00–22:00; Sat 10:00–23:00; Sun closed').
 */
import { WEEKDAYS, weeklyHoursText, type Weekday, type WeeklyHours } from '@tablefor/shared';

export type TimeRange = { open: string; close: string };
export type DayHours = { closed: boolean; ranges: TimeRange[] };
export type WeekHours = Record<Weekday, DayHours>;

/** Breakfast, lunch and dinner; the shared schema would take one more. */
export const MAX_RANGES_PER_DAY = 3;

export const emptyRange = (): TimeRange => ({ open: '', close: '' });

export function emptyWeek(): WeekHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, { closed: false, ranges: [emptyRange()] }]),
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
  return WEEKDAYS.filter((day) => !week[day].closed && week[day].ranges.some(isHalfFilled));
}

/** What bookings read: each day's complete ranges, [] on a closed day. */
export function openingHoursOf(week: WeekHours): WeeklyHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, openRanges(week[day]).map(({ open, close }) => ({ open, close }))]),
  );
}

export function hasOpeningHours(hours: WeeklyHours): boolean {
  return WEEKDAYS.some((day) => (hours[day]?.length ?? 0) > 0);
}

/** The editor's week from stated hours: days without ranges are closed. */
export function weekFromOpeningHours(hours: WeeklyHours): WeekHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const ranges = (hours[day] ?? []).slice(0, MAX_RANGES_PER_DAY);
      return [
        day,
        ranges.length > 0 ? { closed: false, ranges } : { closed: true, ranges: [emptyRange()] },
      ];
    }),
  ) as WeekHours;
}

/**
 * The listing's text, stored once for every reader in the catalogue's language (English); '' when
 * no day is open (so the shared schema answers 'Operation hours is required').
 */
export function operationHoursText(week: WeekHours): string {
  const hours = openingHoursOf(week);
  return hasOpeningHours(hours) ? weeklyHoursText(hours) : '';
}

/** 'Copy Monday to all days'. */
export function copyMondayToAll(week: WeekHours): WeekHours {
  const monday = week.mon;
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      { closed: monday.closed, ranges: monday.ranges.map((range) => ({ ...range })) },
    ]),
  ) as WeekHours;
}
