/**
 * Checking a claim code: the newest live code of the listing and address. A wrong guess counts an
 * attempt; after the allowed attempts the code is dead even for the right digits; an expired code
 * is refused. The attempt is committed before the refusal is answered, so guesses always count.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  CLAIM_CODE_MAX_ATTEMPTS,
  claimCodes,
  type MessageCode,
  type VerifyClaimCodeValues,
} from '@tablefor/shared';
import { badRequest, problem } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { claimVerifications as v } from '../../db/schema/index.ts';
import { claimCodeMatches } from './claim-code.ts';
import { findClaimableListing } from './claimable-listing.ts';

export async function verifyClaimCode(
  db: Database,
  input: VerifyClaimCodeValues,
  { secret, now }: { secret: string; now: Date },
): Promise<void> {
  await findClaimableListing(db, input.restaurantId);
  const refusal = await db.transaction(async (tx): Promise<MessageCode | null> => {
    const [code] = await tx
      .select()
      .from(v)
      .where(
        and(
          eq(v.restaurant_id, input.restaurantId),
          eq(v.email, input.email),
          isNull(v.voided_at),
          isNull(v.consumed_at),
        ),
      )
      .orderBy(desc(v.created_at))
      .limit(1)
      .for('update');
    if (!code) return claimCodes.codeInvalid;
    if (code.attempts >= CLAIM_CODE_MAX_ATTEMPTS) {
      await tx.update(v).set({ voided_at: now }).where(eq(v.id, code.id));
      return claimCodes.tooManyAttempts;
    }
    if (code.expires_at <= now) return claimCodes.codeExpired;
    const owner = { restaurantId: input.restaurantId, email: input.email };
    if (!claimCodeMatches(secret, owner, input.code, code.code_hash)) {
      await tx
        .update(v)
        .set({ attempts: sql`${v.attempts} + 1` })
        .where(eq(v.id, code.id));
      return claimCodes.codeInvalid;
    }
    // Verifying twice (a double click) keeps the first time: the window runs from it.
    if (!code.verified_at) await tx.update(v).set({ verified_at: now }).where(eq(v.id, code.id));
    return null;
  });
  if (refusal) throw badRequest(problem('code', refusal));
}
