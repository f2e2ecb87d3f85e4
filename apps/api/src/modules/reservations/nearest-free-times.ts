/** When a time is taken: the free times nearest to it, that day first, then the days after. */
import { addDays, BOOKABLE_TIMES, toMinutes, type TimeSlot } from '@tablefor/shared';
import { findSlotsOnDates, type PlannedRestaurant } from '../availability/slot-availability.ts';
import type { Database } from '../../db/client.ts';

const ALTERNATIVES = 4;
const DAYS_TO_LOOK = 7;

export async function nearestFreeTimes(
  db: Database,
  restaurant: PlannedRestaurant,
  date: string,
  time: string,
  partySize: number,
  now: Date,
): Promise<{ date: string; time: string }[]> {
  const ask = { restaurant, times: BOOKABLE_TIMES, partySize, now };
  // The asked day alone first (usually enough), then the rest of the week in one read.
  const sameDay = await findSlotsOnDates(db, { ...ask, dates: [date] });
  const found = nearest(date, sameDay.get(date) ?? [], time);
  if (found.length > 0) return found;
  const later = Array.from({ length: DAYS_TO_LOOK - 1 }, (_, day) => addDays(date, day + 1));
  const week = await findSlotsOnDates(db, { ...ask, dates: later });
  for (const day of later) {
    const free = nearest(day, week.get(day) ?? [], time);
    if (free.length > 0) return free;
  }
  return [];
}

/** The free slots nearest `time`, in the order of the day. */
function nearest(date: string, slots: readonly TimeSlot[], time: string) {
  const wanted = toMinutes(time);
  return slots
    .filter((slot) => slot.available)
    .sort(
      (a, b) =>
        Math.abs(toMinutes(a.time) - wanted) - Math.abs(toMinutes(b.time) - wanted) ||
        toMinutes(a.time) - toMinutes(b.time),
    )
    .slice(0, ALTERNATIVES)
    .sort((a, b) => toMinutes(a.time) - toMinutes(b.time))
    .map((slot) => ({ date, time: slot.time }));
}
