/**
 * Whether a day's times show a full restaurant, the one case where asking Notify makes sense: every
 * time taken, while the restaurant is open at some time still ahead. A closed day, or a day whose
 * open times have all passed, is not full: no table will free up there.
 */
import {
  toMinutes,
  weekdayKeyOf,
  zonedTimeToUtc,
  type TimeSlot,
  type WeeklyHours,
} from '@tablefor/shared';

const MINUTES_PER_DAY = 24 * 60;

function isOpenAt(hours: WeeklyHours, date: string, time: string): boolean {
  const start = toMinutes(time);
  return (hours[weekdayKeyOf(date)] ?? []).some(({ open, close }) => {
    const opens = toMinutes(open);
    let closes = toMinutes(close);
    // A closing at or before the opening is after midnight.
    if (closes <= opens) closes += MINUTES_PER_DAY;
    return start >= opens && start < closes;
  });
}

type Day = { slots: readonly TimeSlot[]; hours: WeeklyHours; date: string; timeZone: string };

export function isFullDay({ slots, hours, date, timeZone }: Day, now: Date = new Date()): boolean {
  if (slots.length === 0 || slots.some((slot) => slot.available)) return false;
  return slots.some(
    ({ time }) =>
      isOpenAt(hours, date, time) && zonedTimeToUtc(date, time, timeZone).getTime() > now.getTime(),
  );
}
