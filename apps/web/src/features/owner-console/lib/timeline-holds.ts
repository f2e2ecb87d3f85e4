/**
 * Which tables a reservation holds over its turn, and which are free: a completed party or a
 * no-show no longer holds its table, every other reservation on the timeline does.
 */
import type { Timeline, TimelineReservation } from '@tablefor/shared';
import { turnOf } from './timeline-clock';

export type Turn = { start: number; end: number };

export const holdsTable = (reservation: TimelineReservation): boolean =>
  reservation.status !== 'completed' && reservation.status !== 'no_show';

const overlaps = (a: Turn, b: Turn) => a.start < b.end && b.start < a.end;

/** The tables some other holding reservation occupies during `turn`. */
export function takenTables(timeline: Timeline, turn: Turn, exceptId?: number): Set<number> {
  const taken = new Set<number>();
  const zone = timeline.restaurant.time_zone;
  for (const reservation of timeline.reservations) {
    if (reservation.id === exceptId || !holdsTable(reservation)) continue;
    if (!overlaps(turn, turnOf(reservation, timeline.date, zone))) continue;
    for (const id of reservation.table_ids) taken.add(id);
  }
  return taken;
}

/** A place a party can sit: one table or a combination, with its label ('12' or '1 + 2'). */
export type Seating = { table_ids: number[]; label: string; max_covers: number };

/**
 * The tables and combinations free for all of `turn` that seat `partySize`, smallest first,
 * single tables before combinations of the same size (as the server assigns them).
 */
export function freeSeatings(
  timeline: Timeline,
  partySize: number,
  turn: Turn,
  exceptId?: number,
): Seating[] {
  const taken = takenTables(timeline, turn, exceptId);
  const labels = new Map(timeline.tables.map((table) => [table.id, table.label]));
  const tables: Seating[] = timeline.tables
    .filter((table) => table.max_covers >= partySize && !taken.has(table.id))
    .map((table) => ({ table_ids: [table.id], label: table.label, max_covers: table.max_covers }));
  const combinations: Seating[] = timeline.combinations
    .filter((c) => c.max_covers >= partySize && c.table_ids.every((id) => !taken.has(id)))
    .map((c) => ({
      table_ids: c.table_ids,
      label: c.table_ids.map((id) => labels.get(id) ?? '?').join(' + '),
      max_covers: c.max_covers,
    }));
  const bySize = (a: Seating, b: Seating) => a.max_covers - b.max_covers;
  return [...tables.sort(bySize), ...combinations.sort(bySize)];
}

/**
 * Where a reservation could move: free seatings for its turn, or for the same length of turn from
 * `start` (service-day minutes) when it moves in time too; its own tables count as free then.
 */
export function moveTargets(
  timeline: Timeline,
  reservation: TimelineReservation,
  start?: number,
): Seating[] {
  const turn = turnOf(reservation, timeline.date, timeline.restaurant.time_zone);
  const retimed = start !== undefined && start !== turn.start;
  const moved = retimed ? { start, end: start + turn.end - turn.start } : turn;
  const current = [...reservation.table_ids].sort().join(',');
  return freeSeatings(timeline, reservation.party_size, moved, reservation.id).filter(
    (seating) => retimed || [...seating.table_ids].sort().join(',') !== current,
  );
}
