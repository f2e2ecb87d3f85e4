/** One storage interface for pictures: the committed stock folder now, uploaded pictures beside it later. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { manifestEntry, type PictureManifest } from './picture-manifest.ts';

export type StoredPicture = { body: Buffer; contentType: string; etag: string };

export interface PictureStore {
  /** The picture called `name` (`restaurants/7.svg`), or null when the store holds no such picture. */
  read(name: string): Promise<StoredPicture | null>;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml; charset=utf-8',
  '.webp': 'image/webp',
};

/**
 * A folder described by its manifest. Only names the manifest lists are ever opened, so a request
 * can never reach another file (`..`, encoded slashes, the manifest itself).
 */
export function createManifestFolderStore(dir: string, manifest: PictureManifest): PictureStore {
  return {
    async read(name) {
      const entry = manifestEntry(manifest, name);
      const contentType = CONTENT_TYPES[path.extname(name)];
      if (!entry || !contentType) return null;
      const body = await readFile(path.join(dir, ...name.split('/')));
      return { body, contentType, etag: `"${entry.sha256}"` };
    },
  };
}
