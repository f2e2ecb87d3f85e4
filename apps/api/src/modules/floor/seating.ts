/**
 * Choosing where a party sits: the first table (fewest seats first) that seats it and is free
 * for its whole turn, or else the first such combination. Online bookings are offered online
 * tables only; the host may seat a party anywhere.
 */
import type { FloorPlan } from './floor-plan.ts';

/** A span of time in epoch milliseconds, [from, to). */
export type Span = { from: number; to: number };

/** The spans each table is taken for. */
export type TableOccupancy = ReadonlyMap<number, readonly Span[]>;

export const overlaps = (a: Span, b: Span) => a.from < b.to && b.from < a.to;

export function isTableFree(occupancy: TableOccupancy, tableId: number, span: Span): boolean {
  return !(occupancy.get(tableId) ?? []).some((taken) => overlaps(taken, span));
}

export type SeatingRequest = {
  partySize: number;
  span: Span;
  /** Offer only tables (and combinations of tables) that diners may book online. */
  onlineOnly: boolean;
  /** Tables the party holds now (a change): kept when they still seat it and are free. */
  current?: readonly number[];
};

export function chooseSeating(
  plan: FloorPlan,
  occupancy: TableOccupancy,
  { partySize, span, onlineOnly, current }: SeatingRequest,
): readonly number[] | null {
  const free = (id: number) => isTableFree(occupancy, id, span);
  if (current && current.length > 0 && current.every(free)) {
    if (seatsParty(plan, current, partySize, onlineOnly)) return current;
  }
  for (const table of plan.tables) {
    if ((table.online || !onlineOnly) && fits(table, partySize) && free(table.id)) {
      return [table.id];
    }
  }
  for (const combination of plan.combinations) {
    if (
      (combination.online || !onlineOnly) &&
      fits(combination, partySize) &&
      combination.tableIds.every(free)
    ) {
      return combination.tableIds;
    }
  }
  return null;
}

const fits = (place: { min: number; max: number }, partySize: number) =>
  place.min <= partySize && partySize <= place.max;

/** Whether these tables, as one table or as one of the plan's combinations, seat the party. */
export function seatsParty(
  plan: FloorPlan,
  tableIds: readonly number[],
  partySize: number,
  onlineOnly: boolean,
): boolean {
  if (tableIds.length === 1) {
    const table = plan.tables.find((candidate) => candidate.id === tableIds[0]);
    return !!table && (table.online || !onlineOnly) && fits(table, partySize);
  }
  const wanted = [...tableIds].sort((a, b) => a - b).join(',');
  return plan.combinations.some(
    (combination) =>
      (combination.online || !onlineOnly) &&
      fits(combination, partySize) &&
      [...combination.tableIds].sort((a, b) => a - b).join(',') === wanted,
  );
}

/**
 * The seats tables offer a party the host puts there by hand: a defined combination's, or else
 * the tables' own seats added up (the host may push any tables together).
 */
export function seatsAt(plan: FloorPlan, tableIds: readonly number[]): number {
  const wanted = [...tableIds].sort((a, b) => a - b).join(',');
  const combination = plan.combinations.find(
    (candidate) => [...candidate.tableIds].sort((a, b) => a - b).join(',') === wanted,
  );
  if (combination && tableIds.length > 1) return combination.max;
  return plan.tables
    .filter((table) => tableIds.includes(table.id))
    .reduce((seats, table) => seats + table.max, 0);
}
