/** First-load JavaScript of a page: the entry chunk, the page's chunk and their static imports. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Row } from './measure.ts';

const ASSETS = path.join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist', 'assets');
const STATIC_IMPORT = /(?:from|import)\s*"\.\/([\w.-]+\.js)"/g;
const DYNAMIC_IMPORT = /import\(\s*[`"]\.\/([\w.-]+\.js)[`"]\s*\)/g;

function staticClosure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(path.join(ASSETS, file), 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) if (match[1]) visit(match[1]);
  };
  entries.forEach(visit);
  return seen;
}

/** The chunks the app loads on demand: routes' pages (a shared module may bear a page's name too). */
function dynamicallyImported(files: string[]): Set<string> {
  const loaded = new Set<string>();
  for (const file of files) {
    const source = readFileSync(path.join(ASSETS, file), 'utf8');
    for (const match of source.matchAll(DYNAMIC_IMPORT)) if (match[1]) loaded.add(match[1]);
  }
  return loaded;
}

/** Pages are named by their route chunk's prefix (Vite names chunks after the feature module). */
export function pageWeight(pages: Record<string, string>): Row[] {
  if (!existsSync(ASSETS))
    return [{ benchmark: 'page weight', figure: 'run `npm run build` first' }];
  const files = readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
  const entry = files.find((f) => f.startsWith('index-'));
  if (!entry) return [{ benchmark: 'page weight', figure: 'no entry chunk found' }];
  const onDemand = dynamicallyImported(files);
  const gzipOf = (closure: Set<string>) =>
    [...closure].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(ASSETS, f))).length, 0);
  return Object.entries(pages).map(([label, prefix]) => {
    // `search-<hash>.js`, not `search-options-<hash>.js`; if a name repeats, count the heaviest.
    const named = new RegExp(`^${prefix}-[\\w-]{8}\\.js$`);
    const chunks = files.filter((f) => named.test(f) && onDemand.has(f));
    const closures = (chunks.length ? chunks : [null]).map((chunk) =>
      staticClosure(chunk ? [entry, chunk] : [entry]),
    );
    const heaviest = closures
      .map((closure) => ({ closure, gzip: gzipOf(closure) }))
      .sort((a, b) => b.gzip - a.gzip)[0]!;
    return {
      benchmark: `first-load JS of ${label}`,
      figure: `${(heaviest.gzip / 1000).toFixed(1)} KB gzip in ${heaviest.closure.size} files (budget 150 KB)`,
    };
  });
}
