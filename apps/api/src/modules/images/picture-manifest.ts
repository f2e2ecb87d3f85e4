/** The manifest of the committed stock pictures (written by tools/artwork): file → hash, size, kind, alt. */
import { existsSync, readFileSync } from 'node:fs';
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

/** renditions.json: each WebP copy (`restaurants/7-400.webp`) with the SVG it was drawn from. */
const renditionsSchema = z.record(
  z.string(),
  z.object({
    sha256: entrySchema.shape.sha256,
    width: entrySchema.shape.width,
    height: entrySchema.shape.height,
    source: z.string(),
  }),
);

/** The pictures and their WebP copies, each copy described as its SVG is (kind, alt). */
export function readPictureManifest(dir = STOCK_PICTURES_DIR): PictureManifest {
  const read = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown;
  const manifest = manifestSchema.parse(read('manifest.json'));
  const renditions = existsSync(path.join(dir, 'renditions.json'))
    ? renditionsSchema.parse(read('renditions.json'))
    : {};
  for (const [file, { source, ...size }] of Object.entries(renditions)) {
    const drawnFrom = manifestEntry(manifest, source);
    if (drawnFrom) manifest[file] = { ...drawnFrom, ...size };
  }
  return manifest;
}

/** The entry of a listed name only: no inherited keys (`__proto__`), no paths the manifest lacks. */
export const manifestEntry = (manifest: PictureManifest, name: string): PictureEntry | null =>
  Object.hasOwn(manifest, name) ? (manifest[name] ?? null) : null;
