/**
 * A floor described before it has ids: what a new restaurant starts with, what the seed and the
 * tests lay out. Tables name their area, and combinations their tables, by position in the lists.
 */
import { DEFAULT_TURN_TIMES } from '@tablefor/shared';

export type FloorSpec = {
  areas: readonly string[];
  tables: readonly {
    label: string;
    area: number;
    min: number;
    max: number;
    online?: boolean;
  }[];
  /** Each: the positions of its tables in `tables`, and whom it seats. */
  combinations: readonly { tables: readonly number[]; min: number; max: number }[];
  turnTimes: readonly { max_party: number; minutes: number }[];
  pacingMaxCovers: number | null;
};

/**
 * A room for about `covers` guests, as migration 0016 derived floors from covers per slot: a 6-top
 * for each 16 covers, three fifths of the rest in 4-tops, the remainder in 2-tops; tables 1+2 and
 * 3+4 combine when both are 2-tops, and the first two 4-tops combine.
 */
export function derivedFloor(covers: number, areaName = 'Main room'): FloorSpec {
  const sixes = Math.floor(covers / 16);
  const fours = Math.floor(Math.floor(((covers - 6 * sixes) * 3) / 5) / 4);
  const twos = Math.max(1, Math.floor((covers - 6 * sixes - 4 * fours + 1) / 2));
  const sizes = [
    ...Array<number>(twos).fill(2),
    ...Array<number>(fours).fill(4),
    ...Array<number>(sixes).fill(6),
  ];
  const tables = sizes.map((max, i) => ({
    label: String(i + 1),
    area: 0,
    min: max === 2 ? 1 : max === 4 ? 2 : 3,
    max,
  }));
  const combinations: { tables: number[]; min: number; max: number }[] = [];
  if (twos >= 2) combinations.push({ tables: [0, 1], min: 3, max: 4 });
  if (twos >= 4) combinations.push({ tables: [2, 3], min: 3, max: 4 });
  if (fours >= 2) combinations.push({ tables: [twos, twos + 1], min: 5, max: 8 });
  return {
    areas: [areaName],
    tables,
    combinations,
    turnTimes: DEFAULT_TURN_TIMES,
    pacingMaxCovers: null,
  };
}

/** The largest party an online table, or a combination of online tables, seats. */
export function largestOnlineParty(spec: FloorSpec): number {
  let largest = 0;
  for (const table of spec.tables)
    if (table.online !== false) largest = Math.max(largest, table.max);
  for (const combination of spec.combinations) {
    if (combination.tables.every((i) => spec.tables[i]?.online !== false)) {
      largest = Math.max(largest, combination.max);
    }
  }
  return largest;
}
