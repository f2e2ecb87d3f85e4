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

/**
 * Stylesheets and module-preload tags of the chunks that hold `modules`, with what they import,
 * but none of the files the template names already (the entry's shared chunks and their styles).
 */
export function chunkTags(
  manifest: BuildManifest,
  modules: string[],
  readStylesheet: StylesheetReader = () => undefined,
  inTemplate: ReadonlySet<string> = new Set(),
): string {
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
  for (const file of inTemplate) {
    scripts.delete(file);
    styles.delete(file);
  }
  return [
    ...[...styles].map((file) => stylesheetTag(file, readStylesheet)),
    ...[...scripts].map(
      (file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`,
    ),
  ].join('');
}

/**
 * The template's scripts at low priority. A server-rendered page is whole without them (they
 * make it interactive), so on a slow link its markup and main picture go first.
 */
function deferEntryScripts(template: string): string {
  return template
    .replace(
      /<script type="module" crossorigin/g,
      '<script type="module" fetchpriority="low" crossorigin',
    )
    .replace(
      /<link rel="modulepreload" crossorigin/g,
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    );
}

/** The built files ('assets/x.js', 'assets/x.css') the template's tags name. */
function templateFiles(template: string): Set<string> {
  return new Set([...template.matchAll(/(?:href|src)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]!));
}

/** The template's own stylesheet links (the entry's styles), written in. */
function inlineEntryStylesheets(template: string, readStylesheet: StylesheetReader): string {
  return template.replace(
    /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
    (_tag, file: string) => stylesheetTag(file, readStylesheet),
  );
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

/**
 * The page's main picture is asked for before any script: a phone shares a few connections
 * among the page's requests, and a preload named after two dozen modules waits behind them.
 */
function pictureFirst(template: string, pageHead: string): { template: string; pageHead: string } {
  const preloads = pageHead.match(IMAGE_PRELOADS)?.join('') ?? '';
  if (!preloads) return { template, pageHead };
  return {
    template: template.replace(/<script type="module"|<link rel="modulepreload"/, (tag) =>
      preloads.concat(tag),
    ),
    pageHead: pageHead.replace(IMAGE_PRELOADS, ''),
  };
}

/** The manifest key of what a server-rendered page loads first (vite.config.ts). */
export const START_MODULE = 'src/start-app.ts';

const MODULE_TAGS =
  /<script type="module"[^>]*\ssrc="\/([^"]+)"[^>]*><\/script>|<link rel="modulepreload"[^>]*\shref="\/([^"]+)"[^>]*>/g;

/**
 * The head's module scripts and preloads become a data block for the start script, which adds
 * them once the page's main picture is drawn (start/app-code.ts). Without a start script in the
 * build they stay as they are.
 */
function codeAfterPicture(head: string, manifest: BuildManifest): string {
  const start = manifest[START_MODULE];
  if (!start) return head;
  let entry: string | undefined;
  const preload: string[] = [];
  const rest = head.replace(MODULE_TAGS, (_tag, src?: string, href?: string) => {
    if (src) entry = `/${src}`;
    else if (href) preload.push(`/${href}`);
    return '';
  });
  if (!entry) return head;
  const code: AppCode = { entry, preload };
  return (
    `${rest}<script type="module" crossorigin src="/${start.file}"></script>` +
    `<script type="application/json" id="${APP_CODE_ID}">${scriptJson(code)}</script>`
  );
}

export function pageDocument(
  builtTemplate: string,
  page: RenderedPage,
  manifest: BuildManifest = {},
  readStylesheet: StylesheetReader = () => undefined,
): string {
  const rendered = splitHead(page.markup);
  const { template, pageHead } = pictureFirst(builtTemplate, rendered.head);
  const body = rendered.body;
  const head =
    pageHead + chunkTags(manifest, page.modules, readStylesheet, templateFiles(template));
  const state = `<script type="application/json" id="${SSR_STATE_ID}">${scriptJson({
    status: page.status,
    language: page.language,
    origin: page.origin,
    viewport: page.viewport,
    queries: page.state,
  })}</script>`;
  // Replacer functions throughout: the page's text may hold '$&' and the like.
  const html = inlineEntryStylesheets(deferEntryScripts(template), readStylesheet)
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.language}"`)
    // The page's own title and description replace the app's defaults.
    .replace(/<title>[^<]*<\/title>/, (tag) => (head.includes('<title>') ? '' : tag))
    .replace(/<meta\s+name="description"[^>]*>/, (tag) =>
      head.includes('name="description"') ? '' : tag,
    )
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-ssr="">${body}</div>${state}`);
  const headEnd = html.indexOf('</head>');
  return codeAfterPicture(html.slice(0, headEnd), manifest) + html.slice(headEnd);
}
