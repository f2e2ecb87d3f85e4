/** Every stock picture drawn in memory, with the manifest entry (hash, size, alt, kind) of each. */
import { createHash } from 'node:crypto';
import {
  RESTAURANT_HEIGHT,
  RESTAURANT_WIDTH,
  restaurantAlt,
  restaurantImageSvg,
} from './food-scenes.ts';
import { PAGE_PICTURES } from './page-pictures.ts';
import { RESTAURANT_SCENES } from './scene-catalog.ts';
import { createCanvas } from './svg-canvas.ts';

export type ManifestEntry = {
  /** SHA-256 of the file's bytes, lower-case hex. */
  sha256: string;
  width: number;
  height: number;
  /** The scene kind of a restaurant picture, or `landing` / `fallback`. */
  kind: string;
  alt: string;
};

/** File name (relative to the images folder, `/` separated) → its entry. */
export type Manifest = Record<string, ManifestEntry>;

export type Picture = { file: string; svg: string; entry: ManifestEntry };

export const sha256 = (content: string | Uint8Array) =>
  createHash('sha256').update(content).digest('hex');

function picture(file: string, svg: string, entry: Omit<ManifestEntry, 'sha256'>): Picture {
  return { file, svg, entry: { sha256: sha256(svg), ...entry } };
}

/** Draws every picture: the page pictures, then restaurants/1.svg … restaurants/N.svg. */
export function drawArtwork(): Picture[] {
  const pages = PAGE_PICTURES.map(({ name, width, height, seed, alt, paint }) => {
    const canvas = createCanvas(width, height, seed);
    const kind = name === 'fallback' ? 'fallback' : 'landing';
    return picture(`${name}.svg`, canvas.toSvg(paint(canvas), alt), { width, height, kind, alt });
  });
  const restaurants = RESTAURANT_SCENES.map((kind, index) =>
    picture(`restaurants/${index + 1}.svg`, restaurantImageSvg(index + 1), {
      width: RESTAURANT_WIDTH,
      height: RESTAURANT_HEIGHT,
      kind,
      alt: restaurantAlt(kind),
    }),
  );
  return [...pages, ...restaurants];
}

export const manifestOf = (pictures: readonly Picture[]): Manifest =>
  Object.fromEntries(pictures.map(({ file, entry }) => [file, entry]));

/** The manifest as committed: two-space JSON with a final newline (what prettier keeps). */
export const manifestJson = (manifest: Manifest) => `${JSON.stringify(manifest, null, 2)}\n`;
