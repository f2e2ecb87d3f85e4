/** Renders a component with the app's providers: query client, a given session, router, dialogs. */
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, type InitialEntry } from 'react-router';
import { vi } from 'vitest';
import type { ReactElement } from 'react';
import type { User } from '@tablefor/shared';
import { AuthDialogProvider } from '@/lib/auth-dialog';
import { SessionContext } from '@/lib/session/session-context';

export const testUser: User = {
  id: 7,
  username: 'ana',
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Diaz',
  is_admin: false,
  saved_restaurants: [],
};

/** A query client that reports a failure at once, without retrying. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

export function renderWithProviders(
  ui: ReactElement,
  { user = null, route = '/' }: { user?: User | null; route?: InitialEntry } = {},
) {
  const session = { user, checking: false, setUser: vi.fn(), clearUser: vi.fn() };
  const queryClient = testQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={session}>
        <AuthDialogProvider>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </AuthDialogProvider>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { ...result, session, queryClient };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
