/**
 * What one account may keep in uploads that no claim names yet: a number of files and their bytes
 * together. Such files wait for a claim (and are removed a day after their upload), so the quota
 * bounds what an account can leave on disk.
 */
import { CLAIM_UPLOAD_KEEP_HOURS, claimCodes, type ClaimUploadKind } from '@tablefor/shared';
import { AppError, problem } from '@tablefor/server-kit';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { claimFiles, users } from '../../db/schema/index.ts';

const MEGABYTE = 1024 * 1024;

export type ClaimUploadQuota = { files: number; bytes: number };

type Upload = { userId: number; kind: ClaimUploadKind; size: number; quota: ClaimUploadQuota };

/** The account's uploads that no claim names yet: how many, and their bytes together. */
async function pendingUploads(db: Database, userId: number) {
  const [pending] = await db
    .select({
      files: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${claimFiles.size}), 0)::float8`,
    })
    .from(claimFiles)
    .where(and(eq(claimFiles.user_id, userId), isNull(claimFiles.claim_id)));
  return pending ?? { files: 0, bytes: 0 };
}

/**
 * The 429 for one more file of `size` bytes beyond the quota, or null when it fits. With `lock`
 * (inside the transaction that records the upload) the account's row is locked first, so
 * simultaneous uploads of one account are counted one after another.
 */
export async function quotaRefusal(
  db: Database,
  { userId, kind, size, quota }: Upload,
  { lock = false } = {},
): Promise<AppError | null> {
  if (lock) {
    await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  }
  const pending = await pendingUploads(db, userId);
  const hours = CLAIM_UPLOAD_KEEP_HOURS;
  if (pending.files + 1 > quota.files) {
    const max = quota.files;
    return new AppError(429, [problem(kind, claimCodes.tooManyPendingUploads, { max, hours })]);
  }
  if (pending.bytes + size > quota.bytes) {
    const max = Math.floor(quota.bytes / MEGABYTE);
    return new AppError(429, [problem(kind, claimCodes.pendingUploadsTooLarge, { max, hours })]);
  }
  return null;
}
