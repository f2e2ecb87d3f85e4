/** The floor editor's changes, as pure functions of the draft. */
import type { DraftCombination, DraftTable, DraftTurnTime, FloorDraft } from './floor-draft';
import { newRowId } from './floor-draft';

/** A new table's label: the next number no table uses yet ('13' after '12'). */
function nextLabel(draft: FloorDraft): string {
  const numbers = draft.tables.map((table) => Number(table.label)).filter(Number.isInteger);
  const taken = new Set(draft.tables.map((table) => table.label.trim().toLocaleLowerCase()));
  let next = Math.max(0, ...numbers) + 1;
  while (taken.has(String(next))) next += 1;
  return String(next);
}

export function addArea(draft: FloorDraft): [FloorDraft, number] {
  const id = newRowId(draft);
  return [{ ...draft, areas: [...draft.areas, { id, name: '' }] }, id];
}

export const renameArea = (draft: FloorDraft, id: number, name: string): FloorDraft => ({
  ...draft,
  areas: draft.areas.map((area) => (area.id === id ? { ...area, name } : area)),
});

/** Only an empty area goes: its tables are moved or removed first, one by one. */
export const removeArea = (draft: FloorDraft, id: number): FloorDraft =>
  draft.tables.some((table) => table.area_id === id)
    ? draft
    : { ...draft, areas: draft.areas.filter((area) => area.id !== id) };

export function addTable(draft: FloorDraft, areaId: number): [FloorDraft, number] {
  const id = newRowId(draft);
  const table: DraftTable = {
    id,
    label: nextLabel(draft),
    area_id: areaId,
    min_covers: '1',
    max_covers: '2',
    online: true,
  };
  return [{ ...draft, tables: [...draft.tables, table] }, id];
}

export const updateTable = (
  draft: FloorDraft,
  id: number,
  patch: Partial<Omit<DraftTable, 'id'>>,
): FloorDraft => ({
  ...draft,
  tables: draft.tables.map((table) => (table.id === id ? { ...table, ...patch } : table)),
});

/** A removed table leaves its combinations too (one left with a single table is then refused). */
export const removeTable = (draft: FloorDraft, id: number): FloorDraft => ({
  ...draft,
  tables: draft.tables.filter((table) => table.id !== id),
  combinations: draft.combinations.map((combination) => ({
    ...combination,
    table_ids: combination.table_ids.filter((tableId) => tableId !== id),
  })),
});

export function addCombination(draft: FloorDraft): [FloorDraft, number] {
  const id = newRowId(draft);
  const combination: DraftCombination = { id, table_ids: [], min_covers: '', max_covers: '' };
  return [{ ...draft, combinations: [...draft.combinations, combination] }, id];
}

export const updateCombination = (
  draft: FloorDraft,
  id: number,
  patch: Partial<Omit<DraftCombination, 'id'>>,
): FloorDraft => ({
  ...draft,
  combinations: draft.combinations.map((combination) =>
    combination.id === id ? { ...combination, ...patch } : combination,
  ),
});

/** Joins a table to the combination or takes it out, keeping the floor's order of tables. */
export function toggleCombinationTable(draft: FloorDraft, id: number, tableId: number) {
  const combination = draft.combinations.find((row) => row.id === id);
  if (!combination) return draft;
  const chosen = new Set(combination.table_ids);
  if (chosen.has(tableId)) chosen.delete(tableId);
  else chosen.add(tableId);
  const table_ids = draft.tables.map((table) => table.id).filter((tableId) => chosen.has(tableId));
  return updateCombination(draft, id, { table_ids });
}

export const removeCombination = (draft: FloorDraft, id: number): FloorDraft => ({
  ...draft,
  combinations: draft.combinations.filter((combination) => combination.id !== id),
});

/** A new last line: for parties two larger than the last, as long as it or longer. */
export function addTurnTime(draft: FloorDraft): [FloorDraft, number] {
  const last = draft.turn_times.at(-1);
  const id = Math.max(0, ...draft.turn_times.map((turn) => turn.id)) + 1;
  const line: DraftTurnTime = {
    id,
    max_party: last && last.max_party.trim() !== '' ? String(Number(last.max_party) + 2) : '2',
    minutes: last?.minutes ?? '90',
  };
  return [{ ...draft, turn_times: [...draft.turn_times, line] }, id];
}

export const updateTurnTime = (
  draft: FloorDraft,
  id: number,
  patch: Partial<Omit<DraftTurnTime, 'id'>>,
): FloorDraft => ({
  ...draft,
  turn_times: draft.turn_times.map((turn) => (turn.id === id ? { ...turn, ...patch } : turn)),
});

export const removeTurnTime = (draft: FloorDraft, id: number): FloorDraft => ({
  ...draft,
  turn_times: draft.turn_times.filter((turn) => turn.id !== id),
});

export const setPacing = (draft: FloorDraft, pacing: FloorDraft['pacing']): FloorDraft => ({
  ...draft,
  pacing,
});
