/**
 * The pure rules of a table at a time: the restaurant is open for the whole sitting, the sitting
 * has not started yet, and the covers already seated during it leave room for the party.
 */
import {
  toMinutes,
  weekdayKeyOf,
  zonedTimeToUtc,
  type TimeSlot,
  type WeeklyHours,
} from '@tablefor/shared';

export type BookableRestaurant = {
  id: number;
  opening_hours: WeeklyHours;
  time_zone: string;
  capacity_per_slot: number;
  dining_duration_minutes: number;
};

/** A non-cancelled reservation: when it starts and how many covers it holds. */
export type Booking = { start: Date; party_size: number };

const MINUTES_PER_DAY = 24 * 60;
const MS_PER_MINUTE = 60_000;

/**
 * Open for a sitting that starts at `time` on `date` and lasts `durationMinutes`: it starts at or
 * after an interval's opening and ends by its closing. A closing at or before the opening
 * ('17:00'-'00:30') is past midnight. Slots run 10:00-22:00, so the previous day's after-midnight
 * hours can never hold one and are not consulted.
 */
export function isOpenForSitting(
  hours: WeeklyHours,
  date: string,
  time: string,
  durationMinutes: number,
): boolean {
  const start = toMinutes(time);
  const day = weekdayKeyOf(date);
  return (hours[day] ?? []).some(({ open, close }) => {
    const opens = toMinutes(open);
    let closes = toMinutes(close);
    if (closes <= opens) closes += MINUTES_PER_DAY;
    return start >= opens && start + durationMinutes <= closes;
  });
}

/** Covers of the bookings whose sitting [start, start + duration) overlaps the slot's. */
export function coversDuring(slotStart: Date, durationMinutes: number, bookings: Booking[]) {
  const from = slotStart.getTime() - durationMinutes * MS_PER_MINUTE;
  const to = slotStart.getTime() + durationMinutes * MS_PER_MINUTE;
  let covers = 0;
  for (const booking of bookings) {
    const at = booking.start.getTime();
    if (at > from && at < to) covers += booking.party_size;
  }
  return covers;
}

/** Each time on `date`, in the restaurant's own time zone, with whether `partySize` can book it. */
export function slotsFor(
  restaurant: BookableRestaurant,
  date: string,
  times: readonly string[],
  partySize: number,
  now: Date,
  bookings: Booking[],
): TimeSlot[] {
  const duration = restaurant.dining_duration_minutes;
  return times.map((time) => {
    const start = zonedTimeToUtc(date, time, restaurant.time_zone);
    const available =
      start.getTime() > now.getTime() &&
      isOpenForSitting(restaurant.opening_hours, date, time, duration) &&
      coversDuring(start, duration, bookings) + partySize <= restaurant.capacity_per_slot;
    return { time, available };
  });
}
