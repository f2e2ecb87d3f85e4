/**
 * Who may read, change or cancel a reservation: its owner, an administrator, or (for a booking
 * made without signing in) whoever holds the code answered once at booking time.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { RESERVATION_CODE_HEADER } from '@tablefor/shared';
import type { Viewer } from '../../http/authenticate.ts';

/** Node lower-cases incoming header names. */
const CODE_HEADER = RESERVATION_CODE_HEADER.toLowerCase();

/**
 * A guest booking's code is derived from the server's secret and the reservation's id, so the
 * e-mails sent later (a change, the reminder) can carry the same private link; only its hash is
 * stored, and without the secret nobody can derive it.
 */
export function accessCodeFor(secret: string, reservationId: number): string {
  return createHmac('sha256', secret)
    .update(`reservation-access:${reservationId}`)
    .digest('base64url');
}

export function hashAccessCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** The code sent with a request: the header, or `?code=` for a plain download link. */
export function accessCodeOf(request: FastifyRequest): string | null {
  const header = request.headers[CODE_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const fromQuery = (request.query as { code?: unknown } | undefined)?.code;
  const code = fromHeader ?? (typeof fromQuery === 'string' ? fromQuery : undefined);
  return code && code.length <= 200 ? code : null;
}

export function canAccessReservation(
  reservation: { user_id: number | null; access_code_hash: string | null },
  viewer: Viewer | null,
  code: string | null,
): boolean {
  if (viewer?.user.is_admin) return true;
  if (viewer && reservation.user_id === viewer.user.id) return true;
  if (!code || !reservation.access_code_hash) return false;
  const given = Buffer.from(hashAccessCode(code), 'hex');
  const stored = Buffer.from(reservation.access_code_hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
