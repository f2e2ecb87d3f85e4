/** A reservation id from the address: a positive whole number, or null when it names none. */
export function parseReservationId(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
