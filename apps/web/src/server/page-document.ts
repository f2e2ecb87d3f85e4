/**
 * Puts a server-rendered page into the built index.html: the page's own head tags (title, meta,
 * canonical link, which React writes first in its output) in the head, the markup in #root, the
 * query cache for hydration, and the language on <html>.
 */
export type RenderedPage = {
  status: number;
  language: 'en' | 'es';
  /** The site's public address the page's links were written with. */
  origin: string;
  /** The width the page was rendered for. */
  viewport: 'narrow' | 'wide';
  /** React's output: the page's hoisted head tags first, then its markup. */
  markup: string;
  /** The dehydrated query cache. */
  state: unknown;
  /** Source modules of the page's lazily loaded code (keys of the build manifest). */
  modules: string[];
};

/** Vite's build manifest (dist/.vite/manifest.json): each source module's chunk and styles. */
export type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** Stylesheet and module-preload tags of the chunks that hold `modules`, with what they import. */
export function chunkTags(manifest: BuildManifest, modules: string[]): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

/**
 * The id of the data block the browser reads the cache from (main.tsx): JSON, never executed, so
 * the Content Security Policy needs no inline-script exception.
 */
export const SSR_STATE_ID = 'tablefor-ssr';

const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;

/** Splits React's leading head tags (title, meta, link) from the page's markup. */
export function splitHead(markup: string): { head: string; body: string } {
  let rest = markup;
  let head = '';
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/** JSON safe inside a <script>: no way out of the element, no line terminators JS chokes on. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function pageDocument(
  template: string,
  page: RenderedPage,
  manifest: BuildManifest = {},
): string {
  const { head: pageHead, body } = splitHead(page.markup);
  const head = pageHead + chunkTags(manifest, page.modules);
  const state = `<script type="application/json" id="${SSR_STATE_ID}">${scriptJson({
    status: page.status,
    language: page.language,
    origin: page.origin,
    viewport: page.viewport,
    queries: page.state,
  })}</script>`;
  // Replacer functions throughout: the page's text may hold '$&' and the like.
  return (
    template
      .replace(/<html lang="[^"]*"/, () => `<html lang="${page.language}"`)
      // The page's own title and description replace the app's defaults.
      .replace(/<title>[^<]*<\/title>/, (tag) => (head.includes('<title>') ? '' : tag))
      .replace(/<meta\s+name="description"[^>]*>/, (tag) =>
        head.includes('name="description"') ? '' : tag,
      )
      .replace('</head>', () => `${head}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root" data-ssr="">${body}</div>${state}`)
  );
}
