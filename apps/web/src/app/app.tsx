import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';
import type { ViewportHint } from '@/hooks/viewport-hint';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

type AppProps = { dehydrated?: DehydratedState; viewport?: ViewportHint };

/** Set on <html> once the app runs in the browser: from then on the page answers clicks and keys. */
const APP_READY_ATTRIBUTE = 'data-app-ready';

export function App({ dehydrated, viewport }: AppProps) {
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
  return (
    <BrowserRouter>
      <AppProviders dehydrated={dehydrated} viewport={viewport}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
