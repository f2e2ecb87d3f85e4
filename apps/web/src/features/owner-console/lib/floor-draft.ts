/**
 * The floor being edited: the saved floor's rows with what the inputs hold as text, every row with
 * an id (a new row's is negative, so a table can sit in a new area and a combination can join new
 * tables before anything is saved), and how it becomes the PUT's body, which the shared schema checks.
 */
import {
  DEFAULT_TURN_TIMES,
  PACING_INTERVAL_MINUTES,
  type Floor,
  type FloorInput,
} from '@tablefor/shared';

export type DraftArea = { id: number; name: string };
export type DraftTable = {
  id: number;
  label: string;
  area_id: number;
  min_covers: string;
  max_covers: string;
  online: boolean;
};
export type DraftCombination = {
  id: number;
  table_ids: number[];
  min_covers: string;
  max_covers: string;
};
/** A turn time's line; `id` only tells the lines apart on screen (the API keeps none). */
export type DraftTurnTime = { id: number; max_party: string; minutes: string };
export type FloorDraft = {
  areas: DraftArea[];
  tables: DraftTable[];
  combinations: DraftCombination[];
  turn_times: DraftTurnTime[];
  pacing: { limited: boolean; max_covers: string };
};

const text = (value: number) => String(value);

export function draftOf(floor: Floor): FloorDraft {
  const turnTimes = floor.turn_times.length > 0 ? floor.turn_times : DEFAULT_TURN_TIMES;
  return {
    areas: floor.areas.map(({ id, name }) => ({ id, name })),
    tables: floor.tables.map((table) => ({
      ...table,
      min_covers: text(table.min_covers),
      max_covers: text(table.max_covers),
    })),
    combinations: floor.combinations.map((combination) => ({
      ...combination,
      min_covers: text(combination.min_covers),
      max_covers: text(combination.max_covers),
    })),
    turn_times: turnTimes.map((turn, index) => ({
      id: index + 1,
      max_party: text(turn.max_party),
      minutes: text(turn.minutes),
    })),
    pacing: {
      limited: floor.pacing.max_covers !== null,
      max_covers: floor.pacing.max_covers === null ? '' : text(floor.pacing.max_covers),
    },
  };
}

/** What a number input holds, as the schema reads it: blank or not a number is NaN, which it refuses. */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The PUT's body, rows in the draft's order (an error's path names a row by that index). */
export function floorInputOf(draft: FloorDraft, moveReservations: boolean): FloorInput {
  return {
    areas: draft.areas.map(({ id, name }) => ({ id, name })),
    tables: draft.tables.map((table) => ({
      id: table.id,
      label: table.label,
      area_id: table.area_id,
      min_covers: numberOf(table.min_covers),
      max_covers: numberOf(table.max_covers),
      online: table.online,
    })),
    combinations: draft.combinations.map((combination) => ({
      id: combination.id,
      table_ids: combination.table_ids,
      min_covers: numberOf(combination.min_covers),
      max_covers: numberOf(combination.max_covers),
    })),
    turn_times: draft.turn_times.map((turn) => ({
      max_party: numberOf(turn.max_party),
      minutes: numberOf(turn.minutes),
    })),
    pacing: {
      interval_minutes: PACING_INTERVAL_MINUTES,
      max_covers: draft.pacing.limited ? numberOf(draft.pacing.max_covers) : null,
    },
    move_reservations: moveReservations,
  };
}

/** The next temporary id: below every id the draft holds, and below zero. */
export function newRowId(draft: FloorDraft): number {
  const ids = [...draft.areas, ...draft.tables, ...draft.combinations].map((row) => row.id);
  return Math.min(0, ...ids) - 1;
}

/** The saved tables the draft no longer has: their upcoming reservations need a decision. */
export function removedTableIds(saved: Floor, draft: FloorDraft): number[] {
  const kept = new Set(draft.tables.map((table) => table.id));
  return saved.tables.filter((table) => !kept.has(table.id)).map((table) => table.id);
}

/** Whether the draft says what the saved floor says (the unsaved-changes state). */
export function sameFloor(a: FloorDraft, b: FloorDraft): boolean {
  return JSON.stringify(floorInputOf(a, false)) === JSON.stringify(floorInputOf(b, false));
}
