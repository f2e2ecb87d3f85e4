/**
 * Submitting a claim: only with a verification of this listing and this address, recent and not
 * used before; it is used up, the claim stored as pending (always: an owned listing's claim is
 * reviewed too) and the confirmation e-mail queued, all in one transaction.
 */
import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import {
  CLAIM_VERIFIED_WINDOW_MINUTES,
  claimCodes,
  type ClaimStatus,
  type SubmitClaimValues,
} from '@tablefor/shared';
import { forbidden, problem } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { claimVerifications as v, claims } from '../../db/schema/index.ts';
import { queueEmail } from '../mail/outbox.ts';
import { claimSubmittedEmail } from './claim-emails.ts';
import { attachClaimUploads } from './claim-uploads.ts';
import { findClaimableListing } from './claimable-listing.ts';

export async function submitClaim(
  db: Database,
  input: SubmitClaimValues,
  claimant: { id: number },
  now: Date,
): Promise<{ id: number; status: ClaimStatus }> {
  return db.transaction(async (tx) => {
    const listing = await findClaimableListing(tx, input.restaurantId);
    const windowStart = new Date(now.getTime() - CLAIM_VERIFIED_WINDOW_MINUTES * 60 * 1000);
    const [verification] = await tx
      .select({ id: v.id })
      .from(v)
      .where(
        and(
          eq(v.restaurant_id, listing.id),
          eq(v.email, input.email),
          gte(v.verified_at, windowStart),
          isNull(v.consumed_at),
          isNull(v.voided_at),
        ),
      )
      .orderBy(desc(v.verified_at))
      .limit(1)
      .for('update');
    if (!verification) throw forbidden(problem('email', claimCodes.notVerified));
    await tx.update(v).set({ consumed_at: now }).where(eq(v.id, verification.id));

    const [claim] = await tx
      .insert(claims)
      .values({
        restaurant_id: listing.id,
        user_id: claimant.id,
        email: input.email,
        phone: input.phone,
        website: input.website,
        booking_method: input.bookingMethod,
        external_booking_url: input.externalBookingUrl,
        pain_points: input.painPoints,
        selected_goals: input.selectedGoals,
        language: input.language,
        submitted_at: new Date(input.submittedAt),
        created_at: now,
      })
      .returning({ id: claims.id, status: claims.status });
    if (!claim) throw new Error('claim insert returned no row');
    await attachClaimUploads(tx, {
      claimId: claim.id,
      userId: claimant.id,
      menuUploadId: input.menuUploadId,
      photoUploadIds: input.photoUploadIds,
    });
    await queueEmail(
      tx,
      claimSubmittedEmail(input.email, input.language, { restaurantName: listing.name }),
    );
    return claim;
  });
}
