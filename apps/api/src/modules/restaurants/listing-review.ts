/**
 * Listings created by people who are not administrators wait for review: an administrator
 * approves one (it goes into search, takes bookings, and its creator becomes its owner unless it
 * already has one) or rejects it with a reason its creator reads. Each decision locks the row, so
 * two administrators cannot both decide.
 */
import { asc, count, eq, inArray } from 'drizzle-orm';
import {
  listingReviewCodes,
  type ListingReviewState,
  type PendingListingPage,
  type Restaurant,
} from '@tablefor/shared';
import { AppError, notFound, problem } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { restaurants, users } from '../../db/schema/index.ts';
import { recordNotification } from '../notifications/record-notification.ts';
import { addOwner } from './restaurant-owners.ts';
import { presentRestaurant, type RestaurantRow } from './restaurant-presenter.ts';

type Decision = { status: 'published' } | { status: 'rejected'; reason: string };

export async function decideListing(
  db: Database,
  {
    id,
    decision,
    reviewer,
    now,
  }: { id: number; decision: Decision; reviewer: { id: number }; now: Date },
): Promise<Restaurant> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: restaurants.status,
        owner_id: restaurants.owner_id,
        created_by: restaurants.created_by,
      })
      .from(restaurants)
      .where(eq(restaurants.id, id))
      .for('update');
    if (!row || row.status === 'removed') throw notFound('restaurant');
    if (row.status !== 'pending_review') {
      throw new AppError(409, [problem('status', listingReviewCodes.notPending)]);
    }
    const [updated] = await tx
      .update(restaurants)
      .set({
        status: decision.status,
        owner_id: decision.status === 'published' ? (row.owner_id ?? row.created_by) : row.owner_id,
        rejection_reason: decision.status === 'rejected' ? decision.reason : null,
        reviewed_at: now,
        reviewed_by: reviewer.id,
        updated_at: now,
      })
      .where(eq(restaurants.id, id))
      .returning();
    if (!updated) throw notFound('restaurant');
    if (decision.status === 'published' && updated.owner_id !== null) {
      await addOwner(tx, id, updated.owner_id);
    }
    if (row.created_by !== null) {
      await recordNotification(tx, {
        userId: row.created_by,
        kind: decision.status === 'published' ? 'listing_approved' : 'listing_rejected',
        params: {
          restaurant: updated.name,
          ...(decision.status === 'rejected' ? { reason: decision.reason } : {}),
        },
        link: `/restaurants/${id}`,
      });
    }
    return presentRestaurant(updated);
  });
}

type Creator = { id: number; username: string; email: string } | null;

export function listingStateOf(row: RestaurantRow, creator: Creator): ListingReviewState {
  return {
    status: row.status,
    rejection_reason: row.rejection_reason,
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    created_by: creator,
    created_at: row.created_at.toISOString(),
  };
}

export async function findCreators(db: Database, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, NonNullable<Creator>>();
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The queue, oldest first: the listing that has waited longest is decided first. */
export async function listPendingListings(
  db: Database,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<PendingListingPage> {
  const pending = eq(restaurants.status, 'pending_review');
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(restaurants)
      .where(pending)
      .orderBy(asc(restaurants.created_at), asc(restaurants.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(restaurants).where(pending),
  ]);
  const creators = await findCreators(
    db,
    rows.map((row) => row.created_by),
  );
  return {
    listings: rows.map((row) => ({
      ...presentRestaurant(row),
      listing: listingStateOf(row, row.created_by ? (creators.get(row.created_by) ?? null) : null),
    })),
    total: Number(totals?.total ?? 0),
    page,
    pageSize,
  };
}
