/** Party size limits and choices shared by search, booking and changing a reservation. */
export const MIN_PARTY_SIZE = 1;
export const MAX_PARTY_SIZE = 20;

/** Every party size a diner may choose, smallest first (the forms' option lists). */
export const PARTY_SIZES: readonly number[] = Array.from(
  { length: MAX_PARTY_SIZE - MIN_PARTY_SIZE + 1 },
  (_, i) => MIN_PARTY_SIZE + i,
);
