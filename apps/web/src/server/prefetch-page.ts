/**
 * What a public page shows before any JavaScript runs: its data, fetched on the server into the
 * query cache with the very query options the page reads, so hydration finds it there. Queries a
 * page makes that are not listed here render their loading state on both sides alike.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
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

/**
 * The pages rendered on the server (every other path is the client-rendered app shell), each with
 * the source modules of its lazily loaded code: their built chunks' styles and scripts go in the
 * page's head, so the server's markup is styled at once and hydrates without waiting. The browser
 * loads the same pages' code before hydrating (preloadPublicPage in app/lazy-pages.ts); the two
 * lists stay apart so that this server-side prefetching never reaches the client's entry chunk.
 */
const publicPages: { pattern: string; modules: string[] }[] = [
  { pattern: '/', modules: ['src/features/landing/index.ts'] },
  { pattern: '/search', modules: ['src/features/search/index.ts'] },
  { pattern: '/search-results', modules: ['src/features/search/index.ts'] },
  { pattern: '/restaurants/:restaurantId', modules: ['src/features/restaurants/index.ts'] },
  { pattern: '/restaurants/:restaurantId/reviews', modules: ['src/features/restaurants/index.ts'] },
  { pattern: '/business', modules: ['src/features/business/pages/business-landing-page.tsx'] },
  {
    pattern: '/business/get-started',
    modules: ['src/features/business/pages/get-started-page.tsx'],
  },
  { pattern: '/terms-of-service', modules: ['src/features/legal/index.ts'] },
  { pattern: '/privacy-policy', modules: ['src/features/legal/index.ts'] },
];

/** The route patterns of the server-rendered pages ('/restaurants/:restaurantId', ...). */
export const publicPagePatterns = publicPages.map(({ pattern }) => pattern);

/** The public page at `pathname`, or undefined for a client-rendered one. */
export const findPublicPage = (pathname: string) =>
  publicPages.find(({ pattern }) => matchPath(pattern, pathname) !== null);

/** Fills the cache for the page at `url`; answers the HTTP status the page deserves. */
export async function prefetchPage(queryClient: QueryClient, url: URL): Promise<number> {
  const restaurant =
    matchPath('/restaurants/:restaurantId', url.pathname) ??
    matchPath('/restaurants/:restaurantId/reviews', url.pathname);
  if (restaurant) {
    const id = restaurant.params.restaurantId;
    if (!isValidRestaurantId(id)) return 404;
    const options = getRestaurantQueryOptions(id);
    await Promise.all([
      queryClient.prefetchQuery(options),
      queryClient.prefetchQuery(getRestaurantReviewsQueryOptions(Number(id))),
    ]);
    const error = queryClient.getQueryState(options.queryKey)?.error;
    return error ? (isNotFoundError(error) ? 404 : 503) : 200;
  }
  if (url.pathname === '/search-results' || url.pathname === '/search') {
    const state = parseSearchParams(url.searchParams);
    // The server knows no one's position: the browser adds it after the first paint.
    await queryClient.prefetchInfiniteQuery(getSearchResultsQueryOptions(state, null));
    return 200;
  }
  if (url.pathname === '/') {
    const today = zonedDateString(new Date(), DEFAULT_TIME_ZONE);
    await queryClient.prefetchQuery(getTopRatedRestaurantsQueryOptions(today));
    return 200;
  }
  return 200;
}
