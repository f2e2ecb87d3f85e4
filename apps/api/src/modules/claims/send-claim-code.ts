/**
 * Sending a claim code: the address must belong to the listing; a new code voids the earlier
 * unused ones; one send per listing and address per cooldown, and a cap per listing. The code's
 * row and its e-mail are written in one transaction. Whether anyone else claims the listing is
 * never looked at, so the answer cannot reveal it.
 */
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  CLAIM_CODE_TTL_MINUTES,
  CLAIM_RESEND_COOLDOWN_SECONDS,
  claimCodes,
  type SendClaimCodeValues,
} from '@tablefor/shared';
import { AppError, badRequest, problem } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { claimVerifications as v } from '../../db/schema/index.ts';
import { queueEmail } from '../mail/outbox.ts';
import { mayProveListing } from './claim-address.ts';
import { hashClaimCode, newClaimCode } from './claim-code.ts';
import { claimCodeEmail } from './claim-emails.ts';
import { findClaimableListing } from './claimable-listing.ts';

const HOUR_MS = 60 * 60 * 1000;

export type SendClaimCodeContext = {
  secret: string;
  perListingPerHour: number;
  ip: string;
  now: Date;
};

export async function sendClaimCode(
  db: Database,
  input: SendClaimCodeValues,
  { secret, perListingPerHour, ip, now }: SendClaimCodeContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    const listing = await findClaimableListing(tx, input.restaurantId, { lock: true });
    if (!mayProveListing(input.email, listing)) {
      throw badRequest(problem('email', claimCodes.emailNotListed));
    }
    const mine = and(eq(v.restaurant_id, listing.id), eq(v.email, input.email));
    const [latest] = await tx
      .select({ created_at: v.created_at })
      .from(v)
      .where(mine)
      .orderBy(desc(v.created_at))
      .limit(1);
    const waitMs = latest
      ? latest.created_at.getTime() + CLAIM_RESEND_COOLDOWN_SECONDS * 1000 - now.getTime()
      : 0;
    if (waitMs > 0) throw resendCooldown(Math.ceil(waitMs / 1000));

    const [sent] = await tx
      .select({ total: count() })
      .from(v)
      .where(
        and(eq(v.restaurant_id, listing.id), gt(v.created_at, new Date(now.getTime() - HOUR_MS))),
      );
    if ((sent?.total ?? 0) >= perListingPerHour) {
      throw new AppError(429, [problem('restaurantId', claimCodes.tooManyCodes)]);
    }

    await tx
      .update(v)
      .set({ voided_at: now })
      .where(and(mine, isNull(v.consumed_at), isNull(v.voided_at)));
    const code = newClaimCode();
    await tx.insert(v).values({
      restaurant_id: listing.id,
      email: input.email,
      code_hash: hashClaimCode(secret, { restaurantId: listing.id, email: input.email }, code),
      created_at: now,
      expires_at: new Date(now.getTime() + CLAIM_CODE_TTL_MINUTES * 60 * 1000),
      request_ip: ip,
    });
    await queueEmail(
      tx,
      claimCodeEmail(input.email, input.language, { code, restaurantName: listing.name }),
    );
  });
}

function resendCooldown(seconds: number): AppError {
  return new AppError(
    429,
    [problem('email', claimCodes.resendCooldown, { seconds })],
    { 'retry-after': String(seconds) },
    { retry_after: seconds },
  );
}
