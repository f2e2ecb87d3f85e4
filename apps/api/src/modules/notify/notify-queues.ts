/**
 * Notify's background work, on the job queue: offering a restaurant's free tables to its waiting
 * requests (queued by the database whenever a table is freed, see migration 0021, or a request
 * is made), and releasing an offer nobody claimed at its expiry.
 */
import { sql } from 'drizzle-orm';
import { enqueueJob } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';

export const NOTIFY_OFFERS_QUEUE = 'notify-offers';
export const NOTIFY_HOLD_EXPIRY_QUEUE = 'notify-hold-expiry';

export type NotifyOffersJob = { restaurant_id: number };
export type HoldExpiryJob = { reservation_id: number };

/** Queues the restaurant's offering (at most one pending), as the freed-table triggers do. */
export async function queueOffers(db: Database, restaurantId: number): Promise<void> {
  await db.execute(sql`select queue_notify_offers(array[${restaurantId}]::integer[])`);
}

/** The held table is let go at `expiresAt` unless claimed first. */
export async function queueHoldExpiry(db: Database, reservationId: number, expiresAt: Date) {
  await enqueueJob(
    db,
    NOTIFY_HOLD_EXPIRY_QUEUE,
    { reservation_id: reservationId },
    {
      runAfter: expiresAt,
      maxAttempts: 10,
    },
  );
}
