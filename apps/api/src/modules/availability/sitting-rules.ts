/**
 * The pure rules of a table at a time: the sitting has not started yet, the restaurant is open
 * for the party's whole turn, pacing lets that many covers start then, and a table or
 * combination that seats the party is free for the turn.
 */
import {
  PACING_INTERVAL_MINUTES,
  toMinutes,
  weekdayKeyOf,
  zonedTimeToUtc,
  type TimeSlot,
  type WeeklyHours,
} from '@tablefor/shared';
import { turnOf, type FloorPlan } from '../floor/floor-plan.ts';
import { chooseSeating, type TableOccupancy } from '../floor/seating.ts';
import type { HeldReservation } from './held-reservations.ts';

export type BookableRestaurant = {
  id: number;
  opening_hours: WeeklyHours;
  time_zone: string;
};

/** What is already booked around a time: each table's taken spans, and covers by start. */
export type Load = {
  occupancy: TableOccupancy;
  starts: readonly { at: number; covers: number }[];
};

/** Nothing booked. */
export const EMPTY_LOAD: Load = { occupancy: new Map(), starts: [] };

const MINUTES_PER_DAY = 24 * 60;
const MS_PER_MINUTE = 60_000;
const PACING_MS = PACING_INTERVAL_MINUTES * MS_PER_MINUTE;

export function loadOf(held: readonly HeldReservation[]): Load {
  const occupancy = new Map<number, { from: number; to: number }[]>();
  for (const booking of held) {
    if (booking.ends_at === null) continue;
    const span = { from: booking.start.getTime(), to: booking.ends_at };
    for (const tableId of booking.table_ids) {
      const spans = occupancy.get(tableId);
      if (spans) spans.push(span);
      else occupancy.set(tableId, [span]);
    }
  }
  return {
    occupancy,
    starts: held.map((booking) => ({ at: booking.start.getTime(), covers: booking.party_size })),
  };
}

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

/** Covers starting in the quarter hour of `at`, this party's included, within the pacing cap. */
export function pacingAllows(plan: FloorPlan, load: Load, at: number, partySize: number): boolean {
  if (plan.pacingMaxCovers === null) return true;
  const interval = Math.floor(at / PACING_MS);
  let covers = partySize;
  for (const start of load.starts) {
    if (Math.floor(start.at / PACING_MS) === interval) covers += start.covers;
  }
  return covers <= plan.pacingMaxCovers;
}

export type SittingVerdict =
  | { verdict: 'free'; tableIds: readonly number[]; start: Date; end: Date }
  | { verdict: 'past' | 'closed' | 'paced' | 'full' };

export type SittingRequest = {
  restaurant: BookableRestaurant;
  plan: FloorPlan;
  date: string;
  time: string;
  partySize: number;
  now: Date;
  load: Load;
  /** A diner booking online (pacing and online tables apply), or the host seating a party. */
  online: boolean;
  /** The tables a changed reservation holds now: kept when they still do. */
  current?: readonly number[];
};

/** Whether a party can sit down at `time` on `date`, and where. */
export function seatFor(request: SittingRequest): SittingVerdict {
  const { restaurant, plan, date, time, partySize, load, online } = request;
  const start = zonedTimeToUtc(date, time, restaurant.time_zone);
  if (start.getTime() <= request.now.getTime()) return { verdict: 'past' };
  const turn = turnOf(plan, partySize);
  if (!isOpenForSitting(restaurant.opening_hours, date, time, turn)) return { verdict: 'closed' };
  if (online && !pacingAllows(plan, load, start.getTime(), partySize)) return { verdict: 'paced' };
  const end = new Date(start.getTime() + turn * MS_PER_MINUTE);
  const tableIds = chooseSeating(plan, load.occupancy, {
    partySize,
    span: { from: start.getTime(), to: end.getTime() },
    onlineOnly: online,
    current: request.current,
  });
  return tableIds ? { verdict: 'free', tableIds, start, end } : { verdict: 'full' };
}

/** Each time on `date`, in the restaurant's own time zone, with whether `partySize` can book it. */
export function slotsFor(
  request: Omit<SittingRequest, 'time' | 'online' | 'current'> & { times: readonly string[] },
): TimeSlot[] {
  return request.times.map((time) => ({
    time,
    available: seatFor({ ...request, time, online: true }).verdict === 'free',
  }));
}
