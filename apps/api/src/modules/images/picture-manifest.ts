/** The manifest of the committed stock pictures (written by tools/artwork): file → hash, size, kind, alt. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** apps/api/static/images: the stock pictures, committed, never drawn at run time. */
export const STOCK_PICTURES_DIR = fileURLToPath(
  new URL('../../../static/images/', import.meta.url),
);

const entrySchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  kind: z.string().min(1),
  alt: z.string().min(1),
});

/** File name relative to the folder (`restaurants/7.svg`, `fallback.svg`) → its entry. */
const manifestSchema = z.record(z.string(), entrySchema);

export type PictureManifest = z.infer<typeof manifestSchema>;
export type PictureEntry = z.infer<typeof entrySchema>;

export function readPictureManifest(dir = STOCK_PICTURES_DIR): PictureManifest {
  const text = readFileSync(path.join(dir, 'manifest.json'), 'utf8');
  return manifestSchema.parse(JSON.parse(text));
}

/** The entry of a listed name only: no inherited keys (`__proto__`), no paths the manifest lacks. */
export const manifestEntry = (manifest: PictureManifest, name: string): PictureEntry | null =>
  Object.hasOwn(manifest, name) ? (manifest[name] ?? null) : null;
