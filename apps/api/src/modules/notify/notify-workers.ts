/** The workers that offer freed tables and release expired offers, in every API process. */
import type { FastifyBaseLogger } from 'fastify';
import { createJobWorker, JobFailure, type JobWorker } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { releaseExpiredHold } from './hold-expiry.ts';
import {
  NOTIFY_HOLD_EXPIRY_QUEUE,
  NOTIFY_OFFERS_QUEUE,
  type HoldExpiryJob,
  type NotifyOffersJob,
} from './notify-queues.ts';
import { offerFreedTables, type OfferContext } from './offer-freed-tables.ts';

export function createNotifyWorkers({
  db,
  context,
  now,
  log,
  pollMs,
}: {
  db: Database;
  context: OfferContext;
  now: () => Date;
  log: FastifyBaseLogger;
  pollMs: number;
}): JobWorker[] {
  const offers = createJobWorker<NotifyOffersJob>({
    db,
    queue: NOTIFY_OFFERS_QUEUE,
    pollMs,
    handler: async ({ payload }) => ({
      offered: await offerFreedTables(db, payload.restaurant_id, now(), context),
    }),
    onError: (error, job) => log.error({ err: error, job: job?.id }, 'notify offers failed'),
  });
  const expiry = createJobWorker<HoldExpiryJob>({
    db,
    queue: NOTIFY_HOLD_EXPIRY_QUEUE,
    pollMs,
    handler: async ({ payload }) => {
      const outcome = await releaseExpiredHold(db, payload.reservation_id, now());
      // Ran before its time by this clock: retried (the backoff waits) until the hold is due.
      if (outcome === 'not_yet') throw new JobFailure('notify.notYet', 'the hold is not due');
      return { outcome };
    },
    onError: (error, job) => log.error({ err: error, job: job?.id }, 'notify expiry failed'),
  });
  return [offers, expiry];
}
