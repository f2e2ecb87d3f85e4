/**
 * GET {search service}/search/providers: where a task may look. 'local' (the embedded directory)
 * is always there; the others only when the service is given their URL.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchProvidersResponseSchema, type SearchProvider } from '@tablefor/shared';
import { searchServiceRequest } from './search-service';

export async function getSearchProviders(signal?: AbortSignal): Promise<SearchProvider[]> {
  const { providers } = await searchServiceRequest('/search/providers', {
    schema: searchProvidersResponseSchema,
    signal,
  });
  return providers;
}

export const searchProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['topic-search', 'providers'],
    queryFn: ({ signal }) => getSearchProviders(signal),
    // The list changes only with the service's configuration.
    staleTime: Infinity,
  });

export function useSearchProviders() {
  return useQuery(searchProvidersQueryOptions());
}
