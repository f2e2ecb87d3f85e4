/** For the gallery API tests: the app with its own uploads folder, what it stored, an administrator. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart, type FilePart } from './gallery-test-pictures.ts';

export { signedUpAdmin } from '../../test/factories.ts';

export type GalleryTestApp = TestApp & { uploadsDir: string };

/** The whole API on a fresh database, storing uploads in a new temporary folder. */
export async function createGalleryTestApp(): Promise<GalleryTestApp> {
  const t = await createTestApp();
  return { ...t, uploadsDir: t.config.uploadsDir };
}

/** Every file under the uploads folder, relative to it (`restaurants/3/<id>-800.webp`). */
export async function storedFiles(uploadsDir: string): Promise<string[]> {
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)))
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

/** POST /api/restaurants/{id}/images with `file` (null: a form without a file part). */
export function uploadPicture(
  t: TestApp,
  headers: Record<string, string>,
  restaurantId: number | string,
  file: FilePart | null,
) {
  const body = multipart(file);
  return t.app.inject({
    method: 'POST',
    url: `/api/restaurants/${restaurantId}/images`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}
