/** Weekly opening hours: a few realistic patterns, and the human string derived from them. */
import { WEEKDAY_ABBREVIATIONS, WEEKDAYS, type Weekday, type WeeklyHours } from '@tablefor/shared';
import type { Random } from './prng.ts';

type Interval = { open: string; close: string };

/** One pattern: intervals for [Mon..Thu, Fri..Sat, Sun] and the days it closes. */
type Pattern = { weekday: Interval[]; weekend: Interval[]; sunday: Interval[]; closed: Weekday[] };

const i = (open: string, close: string): Interval => ({ open, close });

const PATTERNS: Pattern[] = [
  {
    weekday: [i('11:30', '22:00')],
    weekend: [i('11:30', '23:00')],
    sunday: [i('10:00', '21:00')],
    closed: [],
  },
  {
    weekday: [i('17:00', '22:00')],
    weekend: [i('17:00', '23:00')],
    sunday: [i('17:00', '21:30')],
    closed: ['mon'],
  },
  {
    weekday: [i('11:30', '14:30'), i('17:30', '22:00')],
    weekend: [i('17:00', '22:30')],
    sunday: [i('17:00', '21:00')],
    closed: [],
  },
  {
    weekday: [i('12:00', '21:30')],
    weekend: [i('12:00', '22:30')],
    sunday: [i('12:00', '21:00')],
    closed: [],
  },
  {
    weekday: [i('17:30', '22:00')],
    weekend: [i('17:30', '22:30')],
    sunday: [],
    closed: ['sun', 'mon'],
  },
  {
    weekday: [i('11:00', '21:00')],
    weekend: [i('11:00', '22:00')],
    sunday: [i('10:00', '20:00')],
    closed: [],
  },
  {
    weekday: [i('16:00', '23:00')],
    weekend: [i('12:00', '23:30')],
    sunday: [i('12:00', '22:00')],
    closed: ['tue'],
  },
  {
    weekday: [i('10:00', '22:00')],
    weekend: [i('10:00', '22:00')],
    sunday: [i('10:00', '22:00')],
    closed: [],
  },
];

export function randomOpeningHours(random: Random): WeeklyHours {
  const pattern = random.pick(PATTERNS);
  const hours: WeeklyHours = {};
  for (const day of WEEKDAYS) {
    if (pattern.closed.includes(day)) continue;
    const intervals =
      day === 'sun'
        ? pattern.sunday
        : day === 'fri' || day === 'sat'
          ? pattern.weekend
          : pattern.weekday;
    if (intervals.length > 0) hours[day] = intervals;
  }
  return hours;
}

/** '17:30' -> '5:30 pm' */
export function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 && hours < 24 ? 'pm' : 'am';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

const describeIntervals = (intervals: Interval[]) =>
  intervals
    .map((interval) => `${formatClock(interval.open)}-${formatClock(interval.close)}`)
    .join(' & ');

/** 'Mon-Thu 11:30 am-10:00 pm, Fri-Sat 11:30 am-11:00 pm, Sun 10:00 am-9:00 pm' */
export function describeOpeningHours(hours: WeeklyHours): string {
  const groups: { first: Weekday; last: Weekday; text: string }[] = [];
  WEEKDAYS.forEach((day, index) => {
    const intervals = hours[day];
    if (!intervals || intervals.length === 0) return;
    const text = describeIntervals(intervals);
    const previous = groups.at(-1);
    if (previous && previous.text === text && WEEKDAYS[index - 1] === previous.last) {
      previous.last = day;
    } else {
      groups.push({ first: day, last: day, text });
    }
  });
  return groups
    .map(({ first, last, text }) =>
      first === last
        ? `${WEEKDAY_ABBREVIATIONS[first]} ${text}`
        : `${WEEKDAY_ABBREVIATIONS[first]}-${WEEKDAY_ABBREVIATIONS[last]} ${text}`,
    )
    .join(', ');
}
