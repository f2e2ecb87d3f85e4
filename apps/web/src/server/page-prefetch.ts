/**
 * What a public page shows before any JavaScript runs: its data, fetched on the server into the
 * query cache with the very query options the page reads, so hydration finds it there. Each page
 * names its prefetch in app/public-pages.ts; queries a page makes that are not prefetched render
 * their loading state on both sides alike. Server-only: the browser's bundle never holds these
 * (public-pages.ts reads their names as a type alone).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { DEFAULT_TIME_ZONE, zonedDateString } from '@tablefor/shared';
import {
  getRestaurantQueryOptions,
  isNotFoundError,
  isValidRestaurantId,
} from '@/features/restaurant-detail';
import { getRestaurantReviewsQueryOptions } from '@/features/reviews';
import {
  getSearchResultsQueryOptions,
  getTopRatedRestaurantsQueryOptions,
  parseSearchParams,
} from '@/features/search';

/** What a page's prefetch gets: the server's query cache, the route's params, the whole URL. */
export type PrefetchContext = { queryClient: QueryClient; params: Params; url: URL };

/** Each prefetch fills the cache and answers the HTTP status the page deserves. */
export const pagePrefetches = {
  /** The restaurant and its reviews; 404 for an id that is malformed or names no restaurant. */
  async restaurant({ queryClient, params }: PrefetchContext): Promise<number> {
    const id = params.restaurantId ?? '';
    if (!isValidRestaurantId(id)) return 404;
    const options = getRestaurantQueryOptions(id);
    await Promise.all([
      queryClient.prefetchQuery(options),
      queryClient.prefetchQuery(getRestaurantReviewsQueryOptions(Number(id))),
    ]);
    const error = queryClient.getQueryState(options.queryKey)?.error;
    return error ? (isNotFoundError(error) ? 404 : 503) : 200;
  },

  /** The first page of results for the URL's search. */
  async searchResults({ queryClient, url }: PrefetchContext): Promise<number> {
    // The server knows no one's position: the browser adds it after the first paint.
    const state = parseSearchParams(url.searchParams);
    await queryClient.prefetchInfiniteQuery(getSearchResultsQueryOptions(state, null));
    return 200;
  },

  /** Today's top-rated restaurants, as the landing page shows them. */
  async topRated({ queryClient }: PrefetchContext): Promise<number> {
    const today = zonedDateString(new Date(), DEFAULT_TIME_ZONE);
    await queryClient.prefetchQuery(getTopRatedRestaurantsQueryOptions(today));
    return 200;
  },
} satisfies Record<string, (context: PrefetchContext) => Promise<number>>;

export type PagePrefetch = keyof typeof pagePrefetches;
