import { APP_CODE_ID, type AppCode } from '../start/app-code';

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

/** The text of a built stylesheet by its file ('assets/x.css'), when the server has it. */
export type StylesheetReader = (file: string) => string | undefined;

/**
 * A stylesheet written into the page: no request stands between the page's bytes and its first
 * paint (on a phone's link, eight stylesheets queued behind the scripts cost a second). The
 * disabled link beside it is never fetched; it tells the app's chunk loader that the styles are
 * here already, so loading the page's code does not fetch them again.
 */
function stylesheetTag(file: string, readStylesheet: StylesheetReader): string {
  const text = readStylesheet(file);
  if (text === undefined) return `<link rel="stylesheet" crossorigin href="/${file}">`;
  // A '</style' in a string or URL of the CSS would end the element early; '\/' reads as '/'.
  const style = `<style data-href="/${file}">${text.replace(/<\/style/gi, '<\\/style')}</style>`;
  return `${style}<link rel="stylesheet" href="/${file}" disabled>`;
}

/** The built files of the chunks that hold `modules`, with what they import, in import order. */
function chunkFiles(manifest: BuildManifest, modules: readonly string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    // A chunk's imports' styles come before its own, as Vite orders them in index.html.
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) styles.add(css);
  };
  modules.forEach(visit);
  return { scripts: [...scripts], styles: [...styles] };
}

const modulePreload = (file: string) =>
  `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`;

/**
 * Stylesheets and module-preload tags of the chunks that hold `modules`, with what they import,
 * but none of the files `already` names (the entry's own chunks and their styles).
 */
export function chunkTags(
  manifest: BuildManifest,
  modules: string[],
  readStylesheet: StylesheetReader = () => undefined,
  already: ReadonlySet<string> = new Set(),
): string {
  const { scripts, styles } = chunkFiles(manifest, modules);
  return [
    ...styles.filter((file) => !already.has(file)).map((f) => stylesheetTag(f, readStylesheet)),
    ...scripts.filter((file) => !already.has(file)).map(modulePreload),
  ].join('');
}

/** The manifest key of the app's entry: the index.html Vite built. */
const HTML_ENTRY = 'index.html';

/**
 * The tags Vite wrote into the built index.html for its entry, as the manifest names them: the
 * entry script, its imports' preloads and its stylesheets.
 */
function entryTags(manifest: BuildManifest) {
  const entry = manifest[HTML_ENTRY];
  if (!entry) return undefined;
  const { scripts, styles } = chunkFiles(manifest, [HTML_ENTRY]);
  const preload = scripts.filter((file) => file !== entry.file);
  return {
    entry: entry.file,
    preload,
    styles,
    written: [
      `<script type="module" crossorigin src="/${entry.file}"></script>`,
      ...preload.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ],
  };
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

const IMAGE_PRELOADS = /<link rel="preload" as="image"[^>]*>/g;

/** The manifest key of what a server-rendered page loads first (vite.config.ts). */
export const START_MODULE = 'src/start-app.ts';

/**
 * The code's tags, after the page's content and main picture. With a start script in the build
 * the page asks for nothing else: the start script adds the entry and its preloads, named in a
 * data block, once the page's main picture is drawn (start/app-code.ts). Otherwise the entry and
 * preloads go at low priority: the server-rendered page is whole without them.
 */
function codeTags(manifest: BuildManifest, entry: string, preload: string[]): string {
  const start = manifest[START_MODULE];
  if (!start) {
    return (
      `<script type="module" fetchpriority="low" crossorigin src="/${entry}"></script>` +
      preload.map(modulePreload).join('')
    );
  }
  const code: AppCode = { entry: `/${entry}`, preload: preload.map((file) => `/${file}`) };
  return (
    `<script type="module" crossorigin src="/${start.file}"></script>` +
    `<script type="application/json" id="${APP_CODE_ID}">${scriptJson(code)}</script>`
  );
}

/**
 * The page: the built index.html without the entry's tags Vite wrote into it (the manifest says
 * which), and a head of the page's main picture, every stylesheet written in, the page's own
 * head tags, and the code last.
 */
export function pageDocument(
  builtTemplate: string,
  page: RenderedPage,
  manifest: BuildManifest = {},
  readStylesheet: StylesheetReader = () => undefined,
): string {
  const rendered = splitHead(page.markup);
  const pictures = rendered.head.match(IMAGE_PRELOADS)?.join('') ?? '';
  const pageHead = rendered.head.replace(IMAGE_PRELOADS, '');
  const entry = entryTags(manifest);
  let template = builtTemplate;
  let head = pictures + pageHead;
  if (entry) {
    for (const tag of entry.written) template = template.replace(tag, '');
    const pageChunks = chunkFiles(manifest, page.modules);
    const already = new Set([entry.entry, ...entry.preload, ...entry.styles]);
    const styles = [...entry.styles, ...pageChunks.styles.filter((file) => !already.has(file))];
    const preload = [...entry.preload, ...pageChunks.scripts.filter((file) => !already.has(file))];
    head =
      pictures +
      styles.map((file) => stylesheetTag(file, readStylesheet)).join('') +
      pageHead +
      codeTags(manifest, entry.entry, preload);
  } else {
    head += chunkTags(manifest, page.modules, readStylesheet);
  }
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
      .replace(
        '<div id="root"></div>',
        () => `<div id="root" data-ssr="">${rendered.body}</div>${state}`,
      )
  );
}
