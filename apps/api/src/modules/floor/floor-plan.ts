/**
 * What availability is decided from, for one restaurant: its tables and combinations, each list
 * in the order a party is offered them (fewest seats first, so big tables stay free for big
 * parties), its turn times and its pacing.
 */
import { turnMinutes } from '@tablefor/shared';

export type PlanTable = { id: number; min: number; max: number; online: boolean };
export type PlanCombination = {
  id: number;
  tableIds: readonly number[];
  min: number;
  max: number;
  /** Every table of it is offered online. */
  online: boolean;
};
export type FloorPlan = {
  tables: readonly PlanTable[];
  combinations: readonly PlanCombination[];
  /** Sorted by max_party. */
  turnTimes: readonly { max_party: number; minutes: number }[];
  /** Covers that may start in one quarter hour online; null: no cap. */
  pacingMaxCovers: number | null;
};

export const EMPTY_PLAN: FloorPlan = {
  tables: [],
  combinations: [],
  turnTimes: [],
  pacingMaxCovers: null,
};

const bySeats = <T extends { id: number; min: number; max: number }>(a: T, b: T) =>
  a.max - b.max || a.min - b.min || a.id - b.id;

/** A plan with its tables and combinations in the order they are offered. */
export function floorPlan(parts: {
  tables: readonly PlanTable[];
  combinations: readonly Omit<PlanCombination, 'online'>[];
  turnTimes: readonly { max_party: number; minutes: number }[];
  pacingMaxCovers: number | null;
}): FloorPlan {
  const online = new Map(parts.tables.map((table) => [table.id, table.online]));
  return {
    tables: [...parts.tables].sort(bySeats),
    combinations: parts.combinations
      .map((combination) => ({
        ...combination,
        online: combination.tableIds.every((id) => online.get(id) === true),
      }))
      .sort((a, b) => bySeats(a, b) || a.tableIds.length - b.tableIds.length),
    turnTimes: [...parts.turnTimes].sort((a, b) => a.max_party - b.max_party),
    pacingMaxCovers: parts.pacingMaxCovers,
  };
}

/** How long a party keeps its table here, in minutes. */
export const turnOf = (plan: FloorPlan, partySize: number): number =>
  turnMinutes(plan.turnTimes, partySize);

/** The largest party one table or combination seats (online ones only, or all). */
export function largestParty(plan: FloorPlan, { online }: { online: boolean }): number {
  let largest = 0;
  for (const place of [...plan.tables, ...plan.combinations]) {
    if (!online || place.online) largest = Math.max(largest, place.max);
  }
  return largest;
}

/** Every seat of every table: what the day's book counts covers against. */
export const seatsOf = (plan: FloorPlan): number =>
  plan.tables.reduce((seats, table) => seats + table.max, 0);
