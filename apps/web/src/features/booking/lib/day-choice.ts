/**
 * What the booking form makes of a day's times: whether the restaurant is closed that day (its
 * weekly hours give it no opening), and the free time nearest the one a diner wished for.
 */
import { toMinutes, weekdayKeyOf, type TimeSlot, type WeeklyHours } from '@tablefor/shared';

/** Closed all day: the hours say so. Hours never stated say nothing, so nothing is claimed. */
export function closedOn(hours: WeeklyHours, date: string): boolean {
  const stated = Object.values(hours).some((ranges) => (ranges ?? []).length > 0);
  return stated && (hours[weekdayKeyOf(date)] ?? []).length === 0;
}

/** The free time closest to `wish` (a later one on a tie), or null when none is free. */
export function nearestFreeTime(slots: readonly TimeSlot[], wish: string): string | null {
  const target = toMinutes(wish);
  let best: { time: string; distance: number } | null = null;
  for (const { time, available } of slots) {
    if (!available) continue;
    const distance = Math.abs(toMinutes(time) - target);
    if (!best || distance < best.distance || (distance === best.distance && time > best.time)) {
      best = { time, distance };
    }
  }
  return best?.time ?? null;
}
