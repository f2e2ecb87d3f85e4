/**
 * The host stand's figures around now: covers per 15-minute interval (booked, seated, still
 * expected), tables free now, the next parties to arrive and the late ones (not seated
 * LATE_AFTER_MINUTES after their time).
 */
import { LATE_AFTER_MINUTES, type Timeline, type TimelineReservation } from '@tablefor/shared';
import { GRID_MINUTES, turnOf } from './timeline-clock';
import { takenTables } from './timeline-holds';

export type IntervalCovers = { start: number; booked: number; seated: number; expected: number };

/** Parties that have not arrived yet and may still: booked, or a callback request. */
const awaited = (r: TimelineReservation) =>
  r.status === 'confirmed' || r.status === 'pending_callback';
const arrived = (r: TimelineReservation) => r.status === 'seated' || r.status === 'completed';

type Placed = { reservation: TimelineReservation; start: number; end: number };

function placed(timeline: Timeline): Placed[] {
  const zone = timeline.restaurant.time_zone;
  return timeline.reservations.map((reservation) => ({
    reservation,
    ...turnOf(reservation, timeline.date, zone),
  }));
}

/** `count` intervals from the one before now's: covers starting in each. */
export function coversByInterval(timeline: Timeline, now: number, count = 6): IntervalCovers[] {
  const first = Math.floor(now / GRID_MINUTES) * GRID_MINUTES - GRID_MINUTES;
  const all = placed(timeline).filter(({ reservation }) => reservation.status !== 'no_show');
  return Array.from({ length: count }, (_, i) => {
    const start = first + i * GRID_MINUTES;
    const within = all.filter((p) => p.start >= start && p.start < start + GRID_MINUTES);
    const sum = (keep: (r: TimelineReservation) => boolean) =>
      within.filter((p) => keep(p.reservation)).reduce((n, p) => n + p.reservation.party_size, 0);
    return { start, booked: sum(() => true), seated: sum(arrived), expected: sum(awaited) };
  });
}

/** Tables no holding reservation occupies at this minute. */
export function freeTablesNow(timeline: Timeline, now: number): number {
  const taken = takenTables(timeline, { start: now, end: now + 1 });
  return timeline.tables.filter((table) => !taken.has(table.id)).length;
}

/** The next `count` awaited parties whose time has not come yet, by time. */
export function nextArrivals(timeline: Timeline, now: number, count = 3): Placed[] {
  return placed(timeline)
    .filter((p) => awaited(p.reservation) && p.start >= now)
    .sort((a, b) => a.start - b.start)
    .slice(0, count);
}

/** Awaited parties LATE_AFTER_MINUTES or more past their time, the latest first-come first. */
export function lateArrivals(timeline: Timeline, now: number): Placed[] {
  return placed(timeline)
    .filter((p) => awaited(p.reservation) && now >= p.start + LATE_AFTER_MINUTES)
    .sort((a, b) => a.start - b.start);
}

export const minutesLate = (p: Placed, now: number) => now - p.start;
