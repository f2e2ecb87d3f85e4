/** One TanStack Query client for the app; cleared on sign-out. */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** What a hook's caller may add to an endpoint's query options: everything but key and fetcher. */
export type QueryConfig<T extends (...args: never[]) => unknown> = Omit<
  ReturnType<T>,
  'queryKey' | 'queryFn'
>;

/**
 * `server`: the server renderer's client, which draws a failed page's error (a restaurant not
 * found) from the failed prefetch instead of starting another fetch it could not wait for.
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...(server && { retryOnMount: false }),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
}
