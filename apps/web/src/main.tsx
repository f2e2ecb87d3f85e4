import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DehydratedState } from '@tanstack/react-query';
import './styles/global.css';
import { currentLanguage, languageReady } from './i18n/i18n';
import { SSR_STATE_ID } from './server/page-document';
import { setSiteOrigin } from './server/site-origin';
import type { ViewportHint } from './hooks/viewport-hint';
import { App } from './app/app';

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

void languageReady.then(() => {
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
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
});
