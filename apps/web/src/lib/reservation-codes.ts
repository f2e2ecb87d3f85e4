/**
 * Access codes of reservations booked without signing in, kept in localStorage 'reservationCodes'
 * ({ [reservationId]: code }): the code is what lets this browser open that reservation again.
 */
import { RESERVATION_CODE_HEADER } from '@tablefor/shared';

const STORAGE_KEY = 'reservationCodes';

function readCodes(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function rememberReservationCode(reservationId: number, code: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readCodes(), [reservationId]: code }));
  } catch {
    // Private mode: the reservation opens in this visit only.
  }
}

export function reservationCode(reservationId: number): string | null {
  const code = readCodes()[String(reservationId)];
  return typeof code === 'string' && code.length > 0 ? code : null;
}

/** Headers that open an anonymous booking; empty when this browser holds no code for it. */
export function reservationCodeHeaders(reservationId: number): Record<string, string> {
  const code = reservationCode(reservationId);
  return code ? { [RESERVATION_CODE_HEADER]: code } : {};
}
