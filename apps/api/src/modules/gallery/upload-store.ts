/**
 * One storage interface for uploaded pictures: a local folder (under DATA_DIR) by default; an
 * S3-compatible bucket is the production option behind the same three calls.
 */
import { GALLERY_IMAGE_WIDTHS } from '@tablefor/shared';
import type { FastifyBaseLogger } from 'fastify';
import { createDirectoryFileStore } from '../../storage/directory-file-store.ts';
import { createS3ObjectStore, type S3Connection } from '../../storage/s3-object-store.ts';

export type StoredUpload = { body: Buffer; contentType: string };

export interface UploadStore {
  /** Writes (or replaces) the object `name` (`restaurants/12/<id>-800.webp`). */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes `name`; a name that is not there is not an error. */
  delete(name: string): Promise<void>;
  /** The object called `name`, or null when there is none. */
  read(name: string): Promise<StoredUpload | null>;
}

/** The URL prefix the API serves uploads under; a name plus this prefix is the picture's URL. */
export const UPLOADS_URL_PREFIX = '/uploads/';

const UPLOAD_NAME = new RegExp(
  `^restaurants/[1-9]\\d{0,9}/[0-9a-f]{24}-(?:${GALLERY_IMAGE_WIDTHS.join('|')})\\.webp$`,
);

/**
 * Only names the server itself writes: no `..`, no encoded slashes, no other folders or formats.
 * Serving and deleting check every name against this, whatever the request said.
 */
export const isUploadName = (name: string): boolean => UPLOAD_NAME.test(name);

const UPLOAD_CONTENT_TYPE = 'image/webp';

/** Every stored name is new (random) and never rewritten, so caches may keep it for good. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The gallery's folder on the local disk: WebP pictures under the names above. */
export function createDirectoryUploadStore(root: string): UploadStore {
  const files = createDirectoryFileStore(root, isUploadName);
  return {
    async put(name, bytes, contentType) {
      if (contentType !== UPLOAD_CONTENT_TYPE) throw new Error(`unexpected type ${contentType}`);
      await files.put(name, bytes);
    },
    delete: (name) => files.delete(name),
    async read(name) {
      const body = await files.read(name);
      return body && { body, contentType: UPLOAD_CONTENT_TYPE };
    },
  };
}

/**
 * The gallery in an S3-compatible bucket: keys are the names themselves (`restaurants/12/…`), so
 * `UPLOADS_S3_PUBLIC_URL` plus a name is the picture; each object carries the immutable caching.
 */
export function createS3UploadStore(
  client: S3Connection,
  bucket: string,
  log?: Pick<FastifyBaseLogger, 'error'>,
): UploadStore {
  const objects = createS3ObjectStore(client, bucket, {
    keyPrefix: '',
    isName: isUploadName,
    cacheControl: UPLOAD_CACHE_CONTROL,
    log,
  });
  return {
    async put(name, bytes, contentType) {
      if (contentType !== UPLOAD_CONTENT_TYPE) throw new Error(`unexpected type ${contentType}`);
      await objects.put(name, bytes, contentType);
    },
    delete: (name) => objects.delete(name),
    async read(name) {
      const object = await objects.read(name);
      return object && { body: object.body, contentType: UPLOAD_CONTENT_TYPE };
    },
  };
}
