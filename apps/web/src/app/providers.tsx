/** Everything the app needs around the router: query cache, session (restored first), auth modals. */
import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { LocationProvider } from '@/features/location';
import { AuthDialogProvider } from '@/lib/auth-dialog';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <AuthDialogProvider>
          <LocationProvider>{children}</LocationProvider>
        </AuthDialogProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
