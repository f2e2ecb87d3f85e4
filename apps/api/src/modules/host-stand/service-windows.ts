/** The opening hours of one calendar day as the host stand draws them: local 'HH:MM' windows. */
import {
  fromMinutes,
  toMinutes,
  weekdayKeyOf,
  type ServiceWindow,
  type WeeklyHours,
} from '@tablefor/shared';

const MINUTES_PER_DAY = 24 * 60;

/** In order; a window closing at or before it opens ('17:00'-'00:30') ends after 24:00. */
export function serviceWindows(hours: WeeklyHours, date: string): ServiceWindow[] {
  return (hours[weekdayKeyOf(date)] ?? [])
    .map(({ open, close }) => {
      const opens = toMinutes(open);
      let closes = toMinutes(close);
      if (closes <= opens) closes += MINUTES_PER_DAY;
      return { opens, closes };
    })
    .sort((a, b) => a.opens - b.opens)
    .map(({ opens, closes }) => ({ opens: fromMinutes(opens), closes: fromMinutes(closes) }));
}
