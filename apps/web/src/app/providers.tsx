/**
 * Everything the app needs around the router: query cache (with what the server rendered the page
 * from, when it did), session, auth modals, the diner's location.
 */
import { useState, type ReactNode } from 'react';
import {
  HydrationBoundary,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { LocationProvider } from '@/features/location';
import { ViewportHintContext, type ViewportHint } from '@/hooks/viewport-hint';
import { AuthDialogProvider } from '@/lib/auth-dialog';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';

type AppProvidersProps = {
  children: ReactNode;
  /** The server renders with its own client per request. */
  client?: QueryClient;
  /** The queries the server rendered the page from. */
  dehydrated?: DehydratedState;
  /** The width the server rendered the page for. */
  viewport?: ViewportHint;
};

export function AppProviders({
  children,
  client,
  dehydrated,
  viewport = 'wide',
}: AppProvidersProps) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <ViewportHintContext value={viewport}>
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={dehydrated}>
          <SessionProvider>
            <AuthDialogProvider>
              <LocationProvider>{children}</LocationProvider>
            </AuthDialogProvider>
          </SessionProvider>
        </HydrationBoundary>
      </QueryClientProvider>
    </ViewportHintContext>
  );
}
