/**
 * Seats the seed's upcoming bookings as the booking engine would (a free table or combination
 * that seats the party, pacing kept), in memory; a booking that finds no place is not made.
 */
import { turnOf, type FloorPlan } from '../modules/floor/floor-plan.ts';
import { chooseSeating, type Span } from '../modules/floor/seating.ts';
import { pacingAllows } from '../modules/availability/sitting-rules.ts';

export type Seat = { tableIds: readonly number[]; start: Date; end: Date };

export function createSeater() {
  const occupancy = new Map<number, Span[]>();
  const starts = new Map<number, { at: number; covers: number }[]>();
  return (restaurantId: number, plan: FloorPlan, start: Date, partySize: number): Seat | null => {
    const load = { occupancy, starts: starts.get(restaurantId) ?? [] };
    if (!pacingAllows(plan, load, start.getTime(), partySize)) return null;
    const end = new Date(start.getTime() + turnOf(plan, partySize) * 60_000);
    const span = { from: start.getTime(), to: end.getTime() };
    const tableIds = chooseSeating(plan, occupancy, { partySize, span, onlineOnly: true });
    if (!tableIds) return null;
    for (const tableId of tableIds)
      occupancy.set(tableId, [...(occupancy.get(tableId) ?? []), span]);
    starts.set(restaurantId, [...load.starts, { at: span.from, covers: partySize }]);
    return { tableIds, start, end };
  };
}
