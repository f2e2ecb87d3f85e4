/**
 * Administrators review claims: the list (pending first, then newest), approval (the claimant
 * becomes an owner) and rejection with a reason. A decision locks the claim, so it is made once;
 * the claimant's e-mail is queued in the same transaction.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { claimCodes, type ClaimPage, type ClaimStatus, type ReviewedClaim } from '@tablefor/shared';
import { conflict, notFound, problem } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import {
  claimFiles as f,
  claims as c,
  restaurants as r,
  users as u,
} from '../../db/schema/index.ts';
import { queueEmail } from '../mail/outbox.ts';
import { recordNotification } from '../notifications/record-notification.ts';
import { addOwner } from '../restaurants/restaurant-owners.ts';
import { claimDecisionEmail, languageOf } from './claim-emails.ts';
import { presentClaim, type ClaimFileRow } from './claim-presenter.ts';

const withParties = (db: Database) =>
  db
    .select({
      claim: c,
      restaurant: { id: r.id, name: r.name },
      claimant: { id: u.id, username: u.username, email: u.email },
    })
    .from(c)
    .innerJoin(r, eq(r.id, c.restaurant_id))
    .innerJoin(u, eq(u.id, c.user_id));

/** The files of these claims, by claim: menu first, then photos in the order they came. */
async function filesOf(db: Database, claimIds: number[]): Promise<Map<number, ClaimFileRow[]>> {
  const byClaim = new Map<number, ClaimFileRow[]>();
  if (claimIds.length === 0) return byClaim;
  const rows = await db
    .select({
      id: f.id,
      claim_id: f.claim_id,
      kind: f.kind,
      name: f.name,
      size: f.size,
      content_type: f.content_type,
    })
    .from(f)
    .where(inArray(f.claim_id, claimIds))
    .orderBy(asc(f.kind), asc(f.created_at), asc(f.id));
  for (const row of rows) {
    if (row.claim_id === null) continue;
    byClaim.set(row.claim_id, [...(byClaim.get(row.claim_id) ?? []), row]);
  }
  return byClaim;
}

export async function listClaims(
  db: Database,
  { status, page, pageSize }: { status?: ClaimStatus; page: number; pageSize: number },
): Promise<ClaimPage> {
  const filter = status ? eq(c.status, status) : undefined;
  const [rows, [totals]] = await Promise.all([
    withParties(db)
      .where(filter)
      .orderBy(sql`(${c.status} = 'pending') desc`, desc(c.created_at), desc(c.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({
        total: count(),
        pending: sql<number>`count(*) filter (where ${c.status} = 'pending')`.mapWith(Number),
      })
      .from(c)
      .where(filter),
  ]);
  const files = await filesOf(
    db,
    rows.map((row) => row.claim.id),
  );
  return {
    claims: rows.map((row) =>
      presentClaim(row.claim, row.restaurant, row.claimant, files.get(row.claim.id) ?? []),
    ),
    total: Number(totals?.total ?? 0),
    pending: totals?.pending ?? 0,
    page,
    pageSize,
  };
}

type Decision = { approved: true } | { approved: false; reason: string };

export async function decideClaim(
  db: Database,
  {
    id,
    decision,
    reviewer,
    now,
  }: { id: number; decision: Decision; reviewer: { id: number }; now: Date },
): Promise<ReviewedClaim> {
  return db.transaction(async (tx) => {
    const [found] = await withParties(tx).where(eq(c.id, id)).for('update', { of: c });
    if (!found) throw notFound('claim');
    if (found.claim.status !== 'pending') {
      throw conflict(problem('claim', claimCodes.alreadyReviewed));
    }
    if (decision.approved) await addOwner(tx, found.restaurant.id, found.claimant.id);
    const reason = decision.approved ? null : decision.reason;
    const [updated] = await tx
      .update(c)
      .set({
        status: decision.approved ? 'approved' : 'rejected',
        rejection_reason: reason,
        reviewed_by: reviewer.id,
        reviewed_at: now,
      })
      .where(and(eq(c.id, id), eq(c.status, 'pending')))
      .returning();
    if (!updated) throw conflict(problem('claim', claimCodes.alreadyReviewed));
    await recordNotification(tx, {
      userId: found.claimant.id,
      kind: decision.approved ? 'claim_approved' : 'claim_rejected',
      params: { restaurant: found.restaurant.name, ...(reason ? { reason } : {}) },
      // The owner console once the restaurant is theirs; its page (and its claim link) if not.
      link: decision.approved ? '/business/dashboard' : `/restaurants/${found.restaurant.id}`,
    });
    await queueEmail(
      tx,
      claimDecisionEmail(updated.email, languageOf(updated.language), {
        restaurantName: found.restaurant.name,
        approved: decision.approved,
        reason,
      }),
    );
    const files = await filesOf(tx, [updated.id]);
    return presentClaim(updated, found.restaurant, found.claimant, files.get(updated.id) ?? []);
  });
}
