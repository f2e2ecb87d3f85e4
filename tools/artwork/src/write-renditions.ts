/**
 * Raster copies of every stock picture in the widths pages ask for (WebP, `{name}-{width}.webp`
 * beside `{name}.svg`), listed in renditions.json with the hash of the SVG each was drawn from.
 * Browsers paint a drawn-once raster far faster than they paint these SVGs (blurs, gradients), so
 * pages show the rasters through `srcset`. Rendering is slow and its bytes depend on the image
 * library's version, so a rendition is drawn again only when its SVG changed.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { STOCK_IMAGE_WIDTHS, stockRenditionName } from '@tablefor/shared';
import { sha256, type Picture } from './artwork.ts';

export const RENDITIONS_FILE = 'renditions.json';

export type Rendition = {
  sha256: string;
  width: number;
  height: number;
  /** The SVG it was drawn from, and that SVG's hash when it was. */
  source: string;
  source_sha256: string;
};
export type Renditions = Record<string, Rendition>;

const WEBP_QUALITY = 75;

export function readRenditions(dir: string): Renditions {
  const file = path.join(dir, RENDITIONS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Renditions) : {};
}

/** Every rendition the pictures call for: its file name, width and height. */
function expectedRenditions(pictures: readonly Picture[]) {
  return pictures.flatMap((picture) =>
    STOCK_IMAGE_WIDTHS.map((width) => ({
      picture,
      file: stockRenditionName(picture.file, width),
      width,
      height: Math.round((picture.entry.height * width) / picture.entry.width),
    })),
  );
}

/** The WebP files now in the folder, relative and `/` separated. */
function listedRenditions(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.webp'))
    .sort();
}

/** Whether `file` is on disk with the recorded bytes, drawn from the picture as it is now. */
function isCurrent(dir: string, file: string, picture: Picture, record: Rendition | undefined) {
  const target = path.join(dir, file);
  return (
    record !== undefined &&
    record.source_sha256 === picture.entry.sha256 &&
    existsSync(target) &&
    sha256(readFileSync(target)) === record.sha256
  );
}

/** Draws what is missing or stale, removes what no picture calls for; returns what it did. */
export async function writeRenditions(dir: string, pictures: readonly Picture[]) {
  const before = readRenditions(dir);
  const renditions: Renditions = {};
  const written: string[] = [];
  for (const { picture, file, width, height } of expectedRenditions(pictures)) {
    const kept = before[file];
    if (kept && isCurrent(dir, file, picture, kept)) {
      renditions[file] = kept;
      continue;
    }
    const density = (72 * width) / picture.entry.width;
    const bytes = await sharp(Buffer.from(picture.svg), { density })
      .resize(width, height)
      .webp({ quality: WEBP_QUALITY, effort: 6 })
      .toBuffer();
    writeFileSync(path.join(dir, file), bytes);
    renditions[file] = {
      sha256: sha256(bytes),
      width,
      height,
      source: picture.file,
      source_sha256: picture.entry.sha256,
    };
    written.push(file);
  }
  const removed = listedRenditions(dir).filter((file) => !(file in renditions));
  for (const file of removed) rmSync(path.join(dir, file));
  writeFileSync(path.join(dir, RENDITIONS_FILE), `${JSON.stringify(renditions, null, 2)}\n`);
  return { written, removed };
}

/** How the folder's renditions differ from what the pictures call for, one line each. */
export function renditionDrift(dir: string, pictures: readonly Picture[]): string[] {
  const recorded = readRenditions(dir);
  const expected = expectedRenditions(pictures);
  const problems: string[] = [];
  for (const { picture, file, width, height } of expected) {
    const record = recorded[file];
    if (!existsSync(path.join(dir, file)) || !record) problems.push(`missing: ${file}`);
    else if (record.width !== width || record.height !== height) problems.push(`size: ${file}`);
    else if (!isCurrent(dir, file, picture, record)) problems.push(`stale: ${file}`);
  }
  const names = new Set(expected.map(({ file }) => file));
  for (const file of listedRenditions(dir)) {
    if (!names.has(file)) problems.push(`not drawn: ${file}`);
  }
  for (const file of Object.keys(recorded)) {
    if (!names.has(file)) problems.push(`listed, not drawn: ${file}`);
  }
  return problems;
}
