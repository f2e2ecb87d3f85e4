/** When a time is taken: the free times nearest to it, that day first, then the days after. */
import { addDays, BOOKABLE_TIMES, toMinutes } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import {
  findSlotAvailability,
  type BookableRestaurant,
} from '../availability/slot-availability.ts';

const ALTERNATIVES = 4;
const DAYS_TO_LOOK = 7;

export async function nearestFreeTimes(
  db: Database,
  restaurant: BookableRestaurant,
  date: string,
  time: string,
  partySize: number,
  now: Date,
): Promise<{ date: string; time: string }[]> {
  for (let day = 0; day < DAYS_TO_LOOK; day += 1) {
    const when = addDays(date, day);
    const slots = await findSlotAvailability(db, {
      restaurants: [restaurant],
      date: when,
      times: BOOKABLE_TIMES,
      partySize,
      now,
    });
    const wanted = toMinutes(time);
    const free = (slots.get(restaurant.id) ?? [])
      .filter((slot) => slot.available)
      .sort(
        (a, b) =>
          Math.abs(toMinutes(a.time) - wanted) - Math.abs(toMinutes(b.time) - wanted) ||
          toMinutes(a.time) - toMinutes(b.time),
      )
      .slice(0, ALTERNATIVES)
      .sort((a, b) => toMinutes(a.time) - toMinutes(b.time));
    if (free.length > 0) return free.map((slot) => ({ date: when, time: slot.time }));
  }
  return [];
}
