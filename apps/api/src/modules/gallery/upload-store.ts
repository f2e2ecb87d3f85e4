/**
 * One storage interface for uploaded pictures: a local folder (under DATA_DIR) by default; an
 * S3-compatible bucket is the production option behind the same three calls.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GALLERY_IMAGE_WIDTHS } from '@tablefor/shared';

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

function checkedName(name: string): string {
  if (!isUploadName(name)) throw new Error(`not an upload name: ${JSON.stringify(name)}`);
  return name;
}

const isMissing = (error: unknown) => (error as { code?: string } | null)?.code === 'ENOENT';

/** A folder on the local disk; each write lands whole (temporary file, then rename). */
export function createDirectoryUploadStore(root: string): UploadStore {
  const fileOf = (name: string) => path.join(root, ...checkedName(name).split('/'));
  return {
    async put(name, bytes, contentType) {
      if (contentType !== UPLOAD_CONTENT_TYPE) throw new Error(`unexpected type ${contentType}`);
      const file = fileOf(name);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, bytes, { flag: 'wx' });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async delete(name) {
      await rm(fileOf(name), { force: true });
    },
    async read(name) {
      if (!isUploadName(name)) return null;
      try {
        return { body: await readFile(fileOf(name)), contentType: UPLOAD_CONTENT_TYPE };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}
