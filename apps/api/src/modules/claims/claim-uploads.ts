/**
 * A claim's uploads, recognised by their bytes: the menu must be a PDF (kept as sent), a photo a
 * JPEG, PNG or WebP, written again as WebP from bare pixels so no EXIF or GPS data survives. They
 * are stored for the claimant's account, within its quota of files no claim names yet, and
 * attached to the claim that names them; one that no claim names is removed after a day.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  CLAIM_MENU_MAX_BYTES,
  CLAIM_PHOTO_MAX_BYTES,
  claimCodes,
  type ClaimUpload,
  type ClaimUploadKind,
  type MessageCode,
} from '@tablefor/shared';
import { AppError, badRequest, problem } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { claimFiles } from '../../db/schema/index.ts';
import type { FileUpload } from '../../http/read-file-upload.ts';
import { createDirectoryFileStore, type FileStore } from '../../storage/directory-file-store.ts';
import { createS3ObjectStore, type S3Connection } from '../../storage/s3-object-store.ts';
import { encodeGalleryImage, sniffImageFormat } from '../gallery/gallery-image-encoding.ts';
import { quotaRefusal, type ClaimUploadQuota } from './claim-upload-quota.ts';
import { scheduleUploadExpiry } from './claim-upload-expiry.ts';

const CLAIM_FILE_NAME = /^claims\/[0-9a-f-]{36}\.(?:pdf|webp)$/;
/** Only names this module writes; the file store refuses any other. */
export const isClaimFileName = (name: string) => CLAIM_FILE_NAME.test(name);

/** The claims' files: a folder under UPLOADS_DIR, never served publicly. */
export const createClaimFileStore = (uploadsDir: string): FileStore =>
  createDirectoryFileStore(uploadsDir, isClaimFileName);

/** Where claim files are kept in a bucket: apart from the public pictures, never public-read. */
export const CLAIM_FILES_KEY_PREFIX = 'private/';

const claimFileType = (name: string) => (name.endsWith('.pdf') ? 'application/pdf' : 'image/webp');

/**
 * The claims' files in an S3-compatible bucket, as private objects under `private/claims/…`
 * (no ACL is ever sent, so the bucket's default, private, holds; no public URL points there).
 */
export function createS3ClaimFileStore(
  client: S3Connection,
  bucket: string,
  log?: Pick<FastifyBaseLogger, 'error'>,
): FileStore {
  const objects = createS3ObjectStore(client, bucket, {
    keyPrefix: CLAIM_FILES_KEY_PREFIX,
    isName: isClaimFileName,
    cacheControl: 'private, no-store',
    log,
  });
  return {
    put: (name, bytes) => objects.put(name, bytes, claimFileType(name)),
    delete: (name) => objects.delete(name),
    read: async (name) => (await objects.read(name))?.body ?? null,
  };
}

const PDF_SIGNATURE = Buffer.from('%PDF-');
const KEPT_PHOTO_WIDTH = [1600] as const;
const NAME_MAX_LENGTH = 200;

type Rules = { maxBytes: number; tooLarge: MessageCode; wrongType: MessageCode };
export const claimUploadRules: Record<ClaimUploadKind, Rules> = {
  menu: {
    maxBytes: CLAIM_MENU_MAX_BYTES,
    tooLarge: claimCodes.menuTooLarge,
    wrongType: claimCodes.menuNotPdf,
  },
  photo: {
    maxBytes: CLAIM_PHOTO_MAX_BYTES,
    tooLarge: claimCodes.photoTooLarge,
    wrongType: claimCodes.photoType,
  },
};

export const uploadTooLarge = (kind: ClaimUploadKind) =>
  new AppError(413, [problem(kind, claimUploadRules[kind].tooLarge)]);
export const uploadOfWrongType = (kind: ClaimUploadKind) =>
  badRequest(problem(kind, claimUploadRules[kind].wrongType));

/** What is kept of a file: the menu's bytes after their check, a photo re-encoded. */
async function keptBytes(kind: ClaimUploadKind, bytes: Buffer) {
  if (kind === 'menu') {
    if (!bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE))
      throw uploadOfWrongType(kind);
    return { bytes, contentType: 'application/pdf', extension: 'pdf' };
  }
  // GIF is an image the gallery takes, but not one of the photos the claim asks for.
  if (!['jpeg', 'png', 'webp'].includes(sniffImageFormat(bytes) ?? ''))
    throw uploadOfWrongType(kind);
  try {
    const [largest] = await encodeGalleryImage(bytes, KEPT_PHOTO_WIDTH);
    if (!largest) throw uploadOfWrongType(kind);
    return { bytes: largest.bytes, contentType: 'image/webp', extension: 'webp' };
  } catch {
    throw uploadOfWrongType(kind);
  }
}

/** A file name fit to show: no folders, no control characters, not too long. */
function displayName(filename: string, kind: ClaimUploadKind): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((letter) => letter.charCodeAt(0) > 0x1f && letter.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, NAME_MAX_LENGTH);
  return clean || (kind === 'menu' ? 'menu.pdf' : 'photo');
}

/**
 * Writes the file, then its row (and its expiry); when the row is refused, the file is deleted
 * again, and one that cannot be is logged (its expiry never came to be), not answered.
 */
export async function storeClaimUpload(
  {
    db,
    store,
    quota,
    log,
  }: {
    db: Database;
    store: FileStore;
    quota: ClaimUploadQuota;
    log?: Pick<FastifyBaseLogger, 'warn'>;
  },
  {
    kind,
    upload,
    userId,
    now,
  }: { kind: ClaimUploadKind; upload: FileUpload; userId: number; now: Date },
): Promise<ClaimUpload> {
  const kept = await keptBytes(kind, upload.bytes);
  const size = kept.bytes.length;
  // Refused before a byte is written when the quota is already used up; counted again below.
  const early = await quotaRefusal(db, { userId, kind, size, quota });
  if (early) throw early;
  const id = randomUUID();
  const storageName = `claims/${id}.${kept.extension}`;
  await store.put(storageName, kept.bytes);
  const row = {
    id,
    user_id: userId,
    kind,
    name: displayName(upload.filename, kind),
    content_type: kept.contentType,
    size,
    storage_name: storageName,
    created_at: now,
  };
  try {
    await db.transaction(async (tx) => {
      const refusal = await quotaRefusal(tx, { userId, kind, size, quota }, { lock: true });
      if (refusal) throw refusal;
      await tx.insert(claimFiles).values(row);
      await scheduleUploadExpiry(tx, { fileId: id, storageName }, now);
    });
  } catch (error) {
    await store.delete(storageName).catch((failure: unknown) => {
      log?.warn({ err: failure, undeleted: storageName }, 'claim file left behind');
    });
    throw error;
  }
  return { id, kind, name: row.name, size: row.size, contentType: row.content_type };
}

/**
 * Attaches the named uploads to the claim: each must be the claimant's, of the kind named, and
 * not used by another claim; otherwise nothing is attached and the claim is refused.
 * `db` is the claim's transaction.
 */
export async function attachClaimUploads(
  db: Database,
  {
    claimId,
    userId,
    menuUploadId,
    photoUploadIds,
  }: {
    claimId: number;
    userId: number;
    menuUploadId: string | null;
    photoUploadIds: string[];
  },
): Promise<void> {
  const wanted = [
    ...(menuUploadId ? [{ id: menuUploadId, kind: 'menu' as const, field: 'menuUploadId' }] : []),
    ...[...new Set(photoUploadIds)].map((id) => ({
      id,
      kind: 'photo' as const,
      field: 'photoUploadIds',
    })),
  ];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: claimFiles.id, kind: claimFiles.kind })
    .from(claimFiles)
    .where(
      and(
        inArray(
          claimFiles.id,
          wanted.map((file) => file.id),
        ),
        eq(claimFiles.user_id, userId),
        isNull(claimFiles.claim_id),
      ),
    )
    .for('update');
  const usable = new Map(found.map((file) => [file.id, file.kind]));
  const missing = wanted.find((file) => usable.get(file.id) !== file.kind);
  if (missing) throw badRequest(problem(missing.field, claimCodes.uploadUnknown));
  await db
    .update(claimFiles)
    .set({ claim_id: claimId })
    .where(
      inArray(
        claimFiles.id,
        wanted.map((file) => file.id),
      ),
    );
}
