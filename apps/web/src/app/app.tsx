import { BrowserRouter } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';
import type { ViewportHint } from '@/hooks/viewport-hint';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

type AppProps = { dehydrated?: DehydratedState; viewport?: ViewportHint };

export function App({ dehydrated, viewport }: AppProps) {
  return (
    <BrowserRouter>
      <AppProviders dehydrated={dehydrated} viewport={viewport}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
