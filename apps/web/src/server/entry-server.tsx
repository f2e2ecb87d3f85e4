/**
 * The server renderer of the public pages (built by `vite build --ssr` into dist-server/ and
 * called by the API for each page request): the page's data fetched through the API in-process,
 * React's streaming render waited out in full (lazy pages included), in the reader's language,
 * with the query cache to hydrate from. Other paths answer null: the client-rendered shell.
 */
import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { es } from '@/i18n/catalog-es';
import { i18n, type Language } from '@/i18n/i18n';
import type { Translator } from '@/i18n/translator';
import { TranslatorProvider } from '@/i18n/use-translation';
import { setApiTransport } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { viewportHintFromUserAgent } from '@/hooks/viewport-hint';
import { pageDocument, type RenderedPage } from './page-document';
import { findPublicPage, publicPages } from '@/app/public-pages';
import { pagePrefetches } from './page-prefetch';
import { setSiteOrigin, siteOrigin } from './site-origin';

export { pageDocument };

/** The route patterns of the server-rendered pages, which the API registers as its routes. */
export const publicPagePatterns = publicPages.map(({ pattern }) => pattern);

i18n.addTexts('es', es, true);

const RENDER_TIMEOUT_MS = 5_000;
/** React's mark of a Suspense boundary sent unfinished, to be completed by a script. */
const PENDING_BOUNDARY = '<!--$?-->';

/** Once, at start: how the app's API calls reach the API, and the public address of the site. */
export function configureRenderer(options: { fetch: typeof fetch; origin: string }): void {
  setApiTransport(options.fetch);
  setSiteOrigin(options.origin);
}

function renderToText(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
      final(done) {
        resolve(text);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Never outline a large finished boundary: its reveal would need an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
    setTimeout(() => stream.abort(new Error('server render timed out')), RENDER_TIMEOUT_MS);
  });
}

/**
 * One translator per language, made once: pages in English and Spanish may render at the same
 * time, and nothing on the server changes a translator's language. They share the catalogues,
 * so texts that features add as they load reach both.
 */
const translators = new Map<Language, Translator>();
function translatorFor(language: Language): Translator {
  let translator = translators.get(language);
  if (!translator) {
    translator = i18n.forLanguage(language);
    translators.set(language, translator);
  }
  return translator;
}

/** The page at `path` (with its query), or null when the path is not a public page. */
export async function renderPage(
  path: string,
  language: Language,
  userAgent?: string,
): Promise<RenderedPage | null> {
  const url = new URL(path, 'http://server.invalid');
  const found = findPublicPage(url.pathname);
  if (!found) return null;
  const { page, params } = found;
  const queryClient = createQueryClient({ server: true });
  const viewport = viewportHintFromUserAgent(userAgent);
  const [status] = await Promise.all([
    page.prefetch ? pagePrefetches[page.prefetch]({ queryClient, params, url }) : 200,
    page.page.preload(),
  ]);
  const translator = translatorFor(language);
  const app = (
    <StrictMode>
      <TranslatorProvider translator={translator}>
        <StaticRouter location={url.pathname + url.search}>
          <AppProviders client={queryClient} viewport={viewport}>
            <AppRoutes />
          </AppProviders>
        </StaticRouter>
      </TranslatorProvider>
    </StrictMode>
  );
  // A lazily loaded part seen for the first time (the page's is loaded above) suspends, and React
  // then sends it after the shell with an inline script the Content Security Policy refuses:
  // render again once loaded.
  let markup = await renderToText(app);
  for (let attempt = 1; markup.includes(PENDING_BOUNDARY) && attempt < 3; attempt += 1) {
    markup = await renderToText(app);
  }
  if (markup.includes(PENDING_BOUNDARY)) throw new Error(`${url.pathname} kept suspending`);
  const state = dehydrate(queryClient);
  queryClient.clear();
  return {
    status,
    language,
    origin: siteOrigin(),
    viewport,
    markup,
    state,
    modules: [page.chunk],
  };
}
