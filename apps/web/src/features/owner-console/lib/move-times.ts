/**
 * The times an upcoming reservation may move to: every 15 minutes of the day's service windows,
 * from now on today, its own time first in order. The server checks the rest (pacing, hours).
 */
import { toMinutes, type Timeline, type TimelineReservation } from '@tablefor/shared';
import { GRID_MINUTES, turnOf } from './timeline-clock';

export function moveTimes(
  timeline: Timeline,
  reservation: TimelineReservation,
  now: number | null,
): number[] {
  const own = turnOf(reservation, timeline.date, timeline.restaurant.time_zone).start;
  const times = new Set<number>([own]);
  for (const window of timeline.service) {
    const closes = toMinutes(window.closes);
    for (let m = toMinutes(window.opens); m < closes; m += GRID_MINUTES) {
      if (now === null || m > now) times.add(m);
    }
  }
  return [...times].sort((a, b) => a - b);
}

/** The ISO instant of the same reservation moved to `start` (service-day minutes). */
export function retimedInstant(
  timeline: Timeline,
  reservation: TimelineReservation,
  start: number,
): string {
  const own = turnOf(reservation, timeline.date, timeline.restaurant.time_zone).start;
  return new Date(Date.parse(reservation.reservation_time) + (start - own) * 60_000).toISOString();
}
