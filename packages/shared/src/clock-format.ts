/**
 * Times of day and weekday names as a language writes them, by the language's locale: one
 * function for every time a person reads ('19:30' is '7:30 PM' in English, '19:30' in Spanish),
 * and weekly hours laid out in the reader's language from their structured form.
 */
import { localeOf, type Language } from './languages.ts';
import { toMinutes } from './time-slots.ts';
import { WEEKDAYS, type Weekday } from './weekdays.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) formats.set(key, (found = new Intl.DateTimeFormat(localeOf(language), options)));
  return found;
}

/** A day whose weekday is known: 2024-01-01 was a Monday. */
const MONDAY_UTC = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

/**
 * A wall-clock time ('19:30', 'HH:MM') as the language writes it: '7:30 PM' in English, '19:30'
 * in Spanish. Spaces inside are plain spaces, so the server's and the browser's ICU (which may
 * put a narrow no-break space before 'PM') write the same text. A time it cannot read is shown
 * as given.
 */
export function formatClock(time: string, language: Language): string {
  const minutes = toMinutes(time);
  if (!Number.isFinite(minutes)) return time;
  return format(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
    .format(new Date(minutes * 60_000))
    .replace(/[\u202f\u00a0]/g, ' ');
}

/** A weekday's name in the language: 'Mon' / 'lun' (short), 'Monday' / 'lunes' (long). */
export function weekdayName(
  day: Weekday,
  language: Language,
  width: 'short' | 'long' = 'short',
): string {
  const index = WEEKDAYS.indexOf(day);
  return format(language, { weekday: width, timeZone: 'UTC' }).format(
    new Date(MONDAY_UTC + index * DAY_MS),
  );
}

type DayRanges = readonly { open: string; close: string }[];

/** One line of weekly hours: a run of days with the same ranges (none: closed). */
export type WeeklyHoursRow = { first: Weekday; last: Weekday; ranges: DayRanges };

/**
 * Weekly hours as lines to show, Monday first: consecutive days with the same ranges share one
 * line, a day without ranges is closed, and a day the hours do not state is left out.
 */
export function weeklyHoursRows(hours: Partial<Record<Weekday, DayRanges>>): WeeklyHoursRow[] {
  const rows: WeeklyHoursRow[] = [];
  const same = (a: DayRanges, b: DayRanges) =>
    a.length === b.length &&
    a.every((range, i) => range.open === b[i]?.open && range.close === b[i]?.close);
  let previous: Weekday | null = null;
  for (const day of WEEKDAYS) {
    const ranges = hours[day];
    if (!ranges) {
      previous = null;
      continue;
    }
    const last = rows.at(-1);
    if (last && previous && same(last.ranges, ranges)) last.last = day;
    else rows.push({ first: day, last: day, ranges });
    previous = day;
  }
  return rows;
}

/** A line's days in the language: 'Mon–Fri', 'sáb'. */
export function weekdaysLabel(
  row: Pick<WeeklyHoursRow, 'first' | 'last'>,
  language: Language,
): string {
  const first = weekdayName(row.first, language);
  return row.first === row.last ? first : `${first}–${weekdayName(row.last, language)}`;
}

/** A line's ranges in the language: '11:00 AM–3:00 PM, 5:00 PM–10:00 PM' / '11:00–15:00, 17:00–22:00'. */
export function openingRangesLabel(ranges: DayRanges, language: Language): string {
  return ranges
    .map(({ open, close }) => `${formatClock(open, language)}–${formatClock(close, language)}`)
    .join(', ');
}
