/**
 * First-load JavaScript of a page: the entry chunk, the page's own chunks and everything they
 * import statically, read from Vite's build manifest (what the browser must fetch before the page
 * works; chunks loaded later on demand do not count).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Row } from './measure.ts';

const DIST = path.join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist');
const BUDGET_KB = 150;

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The chunk files of `keys` and of their static imports. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/** `pages`: each page's source modules (the manifest's keys), besides index.html's entry. */
export function pageWeight(pages: Record<string, string[]>): Row[] {
  const manifestFile = path.join(DIST, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    return [{ benchmark: 'page weight', figure: 'run `npm run build` first' }];
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const gzipOf = (files: Set<string>) =>
    [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(DIST, file))).length, 0);
  return Object.entries(pages).map(([label, modules]) => {
    const missing = modules.filter((key) => !manifest[key]);
    if (missing.length > 0) {
      return { benchmark: `first-load JS of ${label}`, figure: `not built: ${missing.join(', ')}` };
    }
    const files = staticClosure(manifest, ['index.html', ...modules]);
    return {
      benchmark: `first-load JS of ${label}`,
      figure: `${(gzipOf(files) / 1000).toFixed(1)} KB gzip in ${files.size} files (budget ${BUDGET_KB} KB)`,
    };
  });
}
