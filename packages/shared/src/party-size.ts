/** Party size limits and choices shared by search, booking and changing a reservation. */
export const MIN_PARTY_SIZE = 1;
export const MAX_PARTY_SIZE = 20;

/** Every party size a diner may choose, smallest first (the forms' option lists). */
export const PARTY_SIZES: readonly number[] = Array.from(
  { length: MAX_PARTY_SIZE - MIN_PARTY_SIZE + 1 },
  (_, i) => MIN_PARTY_SIZE + i,
);

/** A whole number of people in range, as a form or URL gives it ('4' or 4). */
export function isPartySize(value: number | string): boolean {
  const text = String(value);
  if (!/^\d{1,2}$/.test(text)) return false;
  const size = Number(text);
  return size >= MIN_PARTY_SIZE && size <= MAX_PARTY_SIZE;
}
