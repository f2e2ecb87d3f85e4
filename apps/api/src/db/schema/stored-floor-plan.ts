/**
 * A restaurant's floor as kept on its row (`restaurants.floor_plan`), in the compact form the
 * database builds it in: [id, fewest, most, online] per table, [id, fewest, most, table ids] per
 * combination, [largest party, minutes] per turn time.
 */
export type StoredFloorPlan = {
  tables: [number, number, number, boolean][];
  combinations: [number, number, number, number[]][];
  turns: [number, number][];
};

export const EMPTY_STORED_PLAN: StoredFloorPlan = { tables: [], combinations: [], turns: [] };
