/** Writes the drawn pictures and manifest.json into the API's images folder, or lists how it drifted. */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { manifestJson, manifestOf, type Picture } from './artwork.ts';

/** Where the API serves the stock pictures from (committed). */
export const DEFAULT_OUTPUT_DIR = fileURLToPath(
  new URL('../../../apps/api/static/images/', import.meta.url),
);

export const MANIFEST_FILE = 'manifest.json';

/** Every file the folder should hold, name → content. */
function expectedFiles(pictures: readonly Picture[]): Map<string, string> {
  const files = new Map(pictures.map(({ file, svg }) => [file, svg]));
  files.set(MANIFEST_FILE, manifestJson(manifestOf(pictures)));
  return files;
}

/** The files now in the folder (SVG and the manifest), relative and `/` separated. */
export function listedFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.svg') || file === MANIFEST_FILE)
    .sort();
}

/** Writes what changed and removes pictures that are no longer drawn; returns what it did. */
export function writeArtwork(dir: string, pictures: readonly Picture[]) {
  const expected = expectedFiles(pictures);
  const written: string[] = [];
  for (const [file, content] of expected) {
    const target = path.join(dir, file);
    if (existsSync(target) && readFileSync(target, 'utf8') === content) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
    written.push(file);
  }
  const removed = listedFiles(dir).filter((file) => !expected.has(file));
  for (const file of removed) rmSync(path.join(dir, file));
  return { written, removed };
}

/** How the folder differs from a fresh drawing: one line per missing, changed or extra file. */
export function artworkDrift(dir: string, pictures: readonly Picture[]): string[] {
  const expected = expectedFiles(pictures);
  const problems: string[] = [];
  for (const [file, content] of expected) {
    const target = path.join(dir, file);
    if (!existsSync(target)) problems.push(`missing: ${file}`);
    else if (readFileSync(target, 'utf8') !== content) problems.push(`changed: ${file}`);
  }
  for (const file of listedFiles(dir)) {
    if (!expected.has(file)) problems.push(`not drawn: ${file}`);
  }
  return problems;
}
