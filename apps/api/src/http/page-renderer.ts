/**
 * Server rendering of the public pages: loads the web app's server renderer (built into
 * apps/web/dist-server by `npm run build`), registers a route for each public page it declares
 * (apps/web/src/app/public-pages.ts), answers its API calls in-process through `app.inject`, and
 * writes the page into the built index.html. Compression is @fastify/compress's, as for every
 * route (asynchronous, off the event loop's critical path). Without the renderer, or when a
 * render fails, the page is the client-rendered shell as before: rendering is never a reason
 * for a page not to load. A failed render is no quiet fallback, though: it is logged as an error
 * and its shell carries RENDER_FAILED_HEADERS, which the browser journeys fail on.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@tablefor/shared';

type RenderedPage = {
  status: number;
  language: Language;
  origin: string;
  viewport: 'narrow' | 'wide';
  markup: string;
  state: unknown;
  modules: string[];
};
type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;
type Renderer = {
  /** The public pages' route patterns ('/restaurants/:restaurantId', ...). */
  publicPagePatterns: string[];
  configureRenderer(options: { fetch: typeof fetch; origin: string }): void;
  renderPage(path: string, language: Language, userAgent?: string): Promise<RenderedPage | null>;
  pageDocument(
    template: string,
    page: RenderedPage,
    manifest: BuildManifest,
    readStylesheet: (file: string) => string | undefined,
  ): string;
};

/** The mark of a public page sent as the shell because its server render threw. */
export const RENDER_FAILED_HEADERS = { 'x-server-render': 'failed' } as const;

type PageRenderer = (
  request: FastifyRequest,
) => Promise<{ status: number; html: string; headers?: Record<string, string> } | null>;

/** The language the reader chose on an earlier visit (the app mirrors it into a cookie). */
export function cookieLanguage(cookieHeader: string | undefined): Language {
  const match = /(?:^|;\s*)language=(en|es)(?:;|$)/.exec(cookieHeader ?? '');
  return match?.[1] === 'es' ? 'es' : 'en';
}

/** A fetch that answers from the app itself, with no network in between. */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const answer = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined)
        answer.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, {
      status: response.statusCode,
      headers: answer,
    });
  };
}

async function loadPageRenderer(
  app: FastifyInstance,
  { distDir, origin }: { distDir: string; origin: string },
): Promise<{ patterns: string[]; render: PageRenderer } | null> {
  const entry = path.join(distDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn({ entry }, 'no server renderer built: public pages are rendered in the browser');
    return null;
  }
  const renderer = (await import(pathToFileURL(entry).href)) as Renderer;
  renderer.configureRenderer({ fetch: inProcessFetch(app), origin });
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest)
    : {};

  // The built stylesheets, read once: pages carry their styles written in.
  const stylesheets = new Map<string, string | undefined>();
  const readStylesheet = (file: string) => {
    if (!stylesheets.has(file)) {
      const full = path.join(distDir, file);
      const inside = full.startsWith(path.join(distDir, 'assets') + path.sep);
      stylesheets.set(file, inside && existsSync(full) ? readFileSync(full, 'utf8') : undefined);
    }
    return stylesheets.get(file);
  };

  const render: PageRenderer = async (request) => {
    try {
      const page = await renderer.renderPage(
        request.url,
        cookieLanguage(request.headers.cookie),
        request.headers['user-agent'],
      );
      return (
        page && {
          status: page.status,
          html: renderer.pageDocument(template, page, manifest, readStylesheet),
        }
      );
    } catch (error) {
      request.log.error(
        { err: error, url: request.url },
        'server render failed; sending the shell',
      );
      return { status: 200, html: template, headers: RENDER_FAILED_HEADERS };
    }
  };
  return { patterns: renderer.publicPagePatterns, render };
}

/**
 * A GET route (and its HEAD) for each public page. A path the renderer declines (none should:
 * it renders what it declares) gets the client-rendered shell.
 */
export async function servePublicPages(
  app: FastifyInstance,
  options: { distDir: string; origin: string },
): Promise<void> {
  const renderer = await loadPageRenderer(app, options);
  if (!renderer) return;
  for (const url of renderer.patterns) {
    app.get(url, async (request, reply) => {
      const page = await renderer.render(request);
      // The page differs by the reader's language (cookie) and the viewport guessed from the
      // user agent; @fastify/compress adds Accept-Encoding to this Vary.
      reply.header('cache-control', 'no-cache').header('vary', 'Cookie, User-Agent');
      if (!page) return reply.sendFile('index.html');
      return reply
        .status(page.status)
        .headers(page.headers ?? {})
        .type('text/html; charset=utf-8')
        .send(page.html);
    });
  }
}
