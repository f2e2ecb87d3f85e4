/**
 * A claim upload that no claim names is removed, from the file store and the database, a day
 * after its upload: each upload schedules a job on the queue in the transaction that records it,
 * and the job runs once the day has passed (retried while the store refuses). A claim that names
 * the file meanwhile keeps it; a file whose row went with its account or claim is removed too.
 */
import { CLAIM_UPLOAD_KEEP_HOURS } from '@tablefor/shared';
import { createJobWorker, enqueueJob, type JobWorker } from '@tablefor/server-kit';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { claimFiles } from '../../db/schema/index.ts';
import type { FileStore } from '../../storage/directory-file-store.ts';

/** The queue's name is written in migration 0013 too, which scheduled the files before it. */
export const CLAIM_UPLOAD_EXPIRY_QUEUE = 'claim-upload-expiry';
const KEEP_MS = CLAIM_UPLOAD_KEEP_HOURS * 60 * 60 * 1000;
const MAX_ATTEMPTS = 10;

export type UploadExpiryJob = { fileId: string; storageName: string };

/** Call in the transaction that records the upload: the removal is scheduled with it or not at all. */
export function scheduleUploadExpiry(tx: Database, file: UploadExpiryJob, uploadedAt: Date) {
  return enqueueJob(tx, CLAIM_UPLOAD_EXPIRY_QUEUE, file, {
    runAfter: new Date(uploadedAt.getTime() + KEEP_MS),
    maxAttempts: MAX_ATTEMPTS,
  });
}

/**
 * Removes the upload unless a claim names it. Its row stays locked while the bytes are deleted,
 * so a claim submitted at that moment waits and then finds the upload gone (and says so).
 */
export function removeUnclaimedUpload(
  db: Database,
  store: FileStore,
  { fileId, storageName }: UploadExpiryJob,
): Promise<'kept' | 'removed'> {
  return db.transaction(async (tx) => {
    const [file] = await tx
      .select({ claimId: claimFiles.claim_id })
      .from(claimFiles)
      .where(eq(claimFiles.id, fileId))
      .for('update');
    if (file && file.claimId !== null) return 'kept';
    await store.delete(storageName);
    if (file) await tx.delete(claimFiles).where(eq(claimFiles.id, fileId));
    return 'removed';
  });
}

export function createUploadExpiryWorker({
  db,
  store,
  log,
  pollMs,
}: {
  db: Database;
  store: FileStore;
  log: FastifyBaseLogger;
  pollMs: number;
}): JobWorker {
  return createJobWorker<UploadExpiryJob>({
    db,
    queue: CLAIM_UPLOAD_EXPIRY_QUEUE,
    pollMs,
    handler: async ({ payload }) => ({ file: await removeUnclaimedUpload(db, store, payload) }),
    onError: (error, job) => log.error({ err: error, job: job?.id }, 'claim upload expiry failed'),
  });
}
