/**
 * Where things sit on the host stand's grid: the span of time shown (the service windows, widened
 * to any reservation outside them, whole hours), the rows (each area's heading, then its tables),
 * and each reservation's block over its tables' rows and its turn's 15-minute columns.
 */
import { toMinutes, type Timeline, type TimelineReservation } from '@tablefor/shared';
import { GRID_MINUTES, turnOf } from './timeline-clock';

const HOUR = 60;

export type TimeSpan = { start: number; end: number };

export function timeSpanOf(timeline: Timeline): TimeSpan {
  const zone = timeline.restaurant.time_zone;
  const starts = timeline.service.map((w) => toMinutes(w.opens));
  const ends = timeline.service.map((w) => toMinutes(w.closes));
  for (const reservation of timeline.reservations) {
    const turn = turnOf(reservation, timeline.date, zone);
    starts.push(turn.start);
    ends.push(turn.end);
  }
  if (starts.length === 0) return { start: 17 * HOUR, end: 23 * HOUR };
  const start = Math.floor(Math.min(...starts) / HOUR) * HOUR;
  const end = Math.ceil(Math.max(...ends) / HOUR) * HOUR;
  return { start, end: Math.max(end, start + HOUR) };
}

export type TimelineRow =
  | { kind: 'area'; key: string; name: string }
  | { kind: 'table'; key: string; tableId: number; label: string; seats: string };

/** Each area's heading, then its tables, in the floor's order; tables of no known area last. */
export function timelineRows(timeline: Timeline, otherArea: string): TimelineRow[] {
  const rows: TimelineRow[] = [];
  const groups = [...timeline.areas.map((a) => ({ id: a.id as number | null, name: a.name }))];
  const known = new Set(timeline.areas.map((a) => a.id));
  if (timeline.tables.some((t) => !known.has(t.area_id)))
    groups.push({ id: null, name: otherArea });
  for (const group of groups) {
    const tables = timeline.tables.filter((t) =>
      group.id === null ? !known.has(t.area_id) : t.area_id === group.id,
    );
    if (tables.length === 0) continue;
    rows.push({ kind: 'area', key: `area-${group.id ?? 'other'}`, name: group.name });
    for (const t of tables) {
      const seats =
        t.min_covers === t.max_covers ? `${t.max_covers}` : `${t.min_covers}–${t.max_covers}`;
      rows.push({ kind: 'table', key: `table-${t.id}`, tableId: t.id, label: t.label, seats });
    }
  }
  return rows;
}

/**
 * A block: grid lines (1-based, within the time columns) and the minutes it starts or ends
 * inside its first or last column, so a walk-in at 19:10 starts a third of a column in.
 */
export type Block = {
  reservation: TimelineReservation;
  /** Index of its first row in `rows`, and how many rows it covers. */
  row: number;
  rows: number;
  column: number;
  columns: number;
  insetStart: number;
  insetEnd: number;
  /** The table it sits on in this row (a combination over rows that are not adjacent repeats). */
  tableId: number;
  joined: boolean;
};

/**
 * One block per reservation over the rows of its tables when they are adjacent (a combination of
 * neighbours reads as one block); otherwise one per table, each marked as joined.
 */
export function placeBlocks(timeline: Timeline, rows: TimelineRow[], span: TimeSpan): Block[] {
  const rowOf = new Map<number, number>();
  rows.forEach((row, index) => row.kind === 'table' && rowOf.set(row.tableId, index));
  const blocks: Block[] = [];
  for (const reservation of timeline.reservations) {
    const turn = turnOf(reservation, timeline.date, timeline.restaurant.time_zone);
    const start = Math.max(turn.start, span.start) - span.start;
    const end = Math.min(turn.end, span.end) - span.start;
    const column = Math.floor(start / GRID_MINUTES);
    const lastColumn = Math.ceil(end / GRID_MINUTES);
    const time = {
      column,
      columns: Math.max(lastColumn - column, 1),
      insetStart: start - column * GRID_MINUTES,
      insetEnd: lastColumn * GRID_MINUTES - end,
    };
    const placed = reservation.table_ids
      .filter((id) => rowOf.has(id))
      .sort((a, b) => (rowOf.get(a) ?? 0) - (rowOf.get(b) ?? 0));
    const indexes = placed.map((id) => rowOf.get(id) ?? 0);
    const adjacent = indexes.every((index, i) => i === 0 || index === (indexes[i - 1] ?? 0) + 1);
    const first = placed[0];
    if (first === undefined) continue;
    if (adjacent) {
      blocks.push({
        reservation,
        row: indexes[0] ?? 0,
        rows: placed.length,
        tableId: first,
        joined: false,
        ...time,
      });
    } else {
      placed.forEach((tableId, i) =>
        blocks.push({ reservation, row: indexes[i] ?? 0, rows: 1, tableId, joined: true, ...time }),
      );
    }
  }
  return blocks;
}

/** The hours labelled across the top: every whole hour from the start to the end. */
export function hourMarks(span: TimeSpan): number[] {
  const marks: number[] = [];
  for (let m = span.start; m < span.end; m += HOUR) marks.push(m);
  return marks;
}
