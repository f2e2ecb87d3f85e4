/**
 * The e-mailed codes: six digits from a secure source, kept only as an HMAC keyed with the server
 * secret and bound to the listing and address, so a copy of the table hands out no codes.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CLAIM_CODE_LENGTH } from '@tablefor/shared';

export function newClaimCode(): string {
  return String(randomInt(0, 10 ** CLAIM_CODE_LENGTH)).padStart(CLAIM_CODE_LENGTH, '0');
}

type CodeOwner = { restaurantId: number; email: string };

export function hashClaimCode(secret: string, owner: CodeOwner, code: string): string {
  return createHmac('sha256', secret)
    .update(`claim:${owner.restaurantId}:${owner.email}:${code}`)
    .digest('hex');
}

/** Constant-time, so response timing says nothing about how close a guess was. */
export function claimCodeMatches(
  secret: string,
  owner: CodeOwner,
  code: string,
  storedHash: string,
): boolean {
  const given = Buffer.from(hashClaimCode(secret, owner, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
