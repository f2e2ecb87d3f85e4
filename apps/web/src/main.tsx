import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DehydratedState } from '@tanstack/react-query';
import './styles/global.css';
import { currentLanguage, languageReady } from './i18n/i18n';
import { SSR_STATE_ID } from './server/page-document';
import { setSiteOrigin } from './server/site-origin';
import type { ViewportHint } from './hooks/viewport-hint';
import { App } from './app/app';
import { preloadPublicPage } from './app/public-pages';

type ServerRendered = {
  status: number;
  language: string;
  origin: string;
  viewport: ViewportHint;
  queries: DehydratedState;
};

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const stateBlock = document.getElementById(SSR_STATE_ID);
const rendered = stateBlock?.textContent
  ? (JSON.parse(stateBlock.textContent) as ServerRendered)
  : undefined;
if (rendered) setSiteOrigin(rendered.origin);

// A page to hydrate waits for its own code too: hydrating it before would let the first update
// throw its server markup away.
const pageCode = rendered
  ? preloadPublicPage(window.location.pathname).catch(() => undefined)
  : undefined;

/** Resolves after the browser has painted what it has: the server's page shows before hydrating. */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

void Promise.all([languageReady, pageCode, rendered ? afterFirstPaint() : undefined]).then(() => {
  const app = (
    <StrictMode>
      <App dehydrated={rendered?.queries} viewport={rendered?.viewport} />
    </StrictMode>
  );
  // A page rendered in another language than the reader's stored one is drawn afresh instead,
  // and so is an error page (its failed query is not sent along to hydrate from).
  const hydrates =
    rendered?.status === 200 &&
    container.hasAttribute('data-ssr') &&
    rendered.language === currentLanguage();
  if (hydrates) {
    // As a transition the hydration works in slices, between which the browser answers input:
    // the page is already drawn, so no long task is needed to show it.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
});
