/**
 * The public pages: the ones the server renders (every other path is the client-rendered app
 * shell). Declared once, here: the server renderer (server/entry-server.tsx) renders and
 * prefetches them, the API registers a route for each pattern it reads from that renderer, and
 * the browser loads a page's code before hydrating it (preloadPublicPage).
 *
 * A page's prefetch imports the query options it needs on demand: this list is part of the
 * browser's first load, the features' code is not.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type Params } from 'react-router';
import { DEFAULT_TIME_ZONE, zonedDateString } from '@tablefor/shared';
import type { PreloadableComponent } from '@/lib/lazy-with-preload';
import {
  BusinessLandingPage,
  GetStartedPage,
  LandingPage,
  PrivacyPolicyPage,
  RestaurantProfilePage,
  RestaurantReviewsPage,
  SearchPage,
  SearchResultsPage,
  TermsOfServicePage,
} from './lazy-pages';

/** What a page's prefetch gets: the server's query cache, the route's params, the whole URL. */
export type PrefetchContext = { queryClient: QueryClient; params: Params; url: URL };

export type PublicPage = {
  /** React Router's pattern, which Fastify's route syntax reads alike. */
  pattern: string;
  page: PreloadableComponent<object>;
  /**
   * The source module of the page's lazily loaded code, as Vite's build manifest names it: its
   * chunk's styles and scripts go in the page's head, so the server's markup is styled at once
   * and hydrates without waiting (public-pages.test.ts checks each exists).
   */
  chunk: `src/features/${string}`;
  /**
   * Fills the cache with what the page shows before any JavaScript runs, with the very query
   * options the page reads, so hydration finds it there; answers the page's HTTP status.
   * Queries a page makes that are not prefetched render their loading state on both sides alike.
   */
  prefetch?: (context: PrefetchContext) => Promise<number>;
};

async function prefetchRestaurant({ queryClient, params }: PrefetchContext): Promise<number> {
  const [{ getRestaurantQueryOptions, isNotFoundError, isValidRestaurantId }, reviews] =
    await Promise.all([import('@/features/restaurant-detail'), import('@/features/reviews')]);
  const id = params.restaurantId ?? '';
  if (!isValidRestaurantId(id)) return 404;
  const options = getRestaurantQueryOptions(id);
  await Promise.all([
    queryClient.prefetchQuery(options),
    queryClient.prefetchQuery(reviews.getRestaurantReviewsQueryOptions(Number(id))),
  ]);
  const error = queryClient.getQueryState(options.queryKey)?.error;
  return error ? (isNotFoundError(error) ? 404 : 503) : 200;
}

async function prefetchSearchResults({ queryClient, url }: PrefetchContext): Promise<number> {
  const { getSearchResultsQueryOptions, parseSearchParams } = await import('@/features/search');
  // The server knows no one's position: the browser adds it after the first paint.
  const state = parseSearchParams(url.searchParams);
  await queryClient.prefetchInfiniteQuery(getSearchResultsQueryOptions(state, null));
  return 200;
}

async function prefetchTopRated({ queryClient }: PrefetchContext): Promise<number> {
  const { getTopRatedRestaurantsQueryOptions } = await import('@/features/search');
  const today = zonedDateString(new Date(), DEFAULT_TIME_ZONE);
  await queryClient.prefetchQuery(getTopRatedRestaurantsQueryOptions(today));
  return 200;
}

export const publicPages: readonly PublicPage[] = [
  {
    pattern: '/',
    page: LandingPage,
    chunk: 'src/features/landing/index.ts',
    prefetch: prefetchTopRated,
  },
  {
    pattern: '/search',
    page: SearchPage,
    chunk: 'src/features/search/index.ts',
    prefetch: prefetchSearchResults,
  },
  {
    pattern: '/search-results',
    page: SearchResultsPage,
    chunk: 'src/features/search/index.ts',
    prefetch: prefetchSearchResults,
  },
  {
    pattern: '/restaurants/:restaurantId',
    page: RestaurantProfilePage,
    chunk: 'src/features/restaurants/index.ts',
    prefetch: prefetchRestaurant,
  },
  {
    pattern: '/restaurants/:restaurantId/reviews',
    page: RestaurantReviewsPage,
    chunk: 'src/features/restaurants/index.ts',
    prefetch: prefetchRestaurant,
  },
  {
    pattern: '/business',
    page: BusinessLandingPage,
    chunk: 'src/features/business/pages/business-landing-page.tsx',
  },
  {
    pattern: '/business/get-started',
    page: GetStartedPage,
    chunk: 'src/features/business/pages/get-started-page.tsx',
  },
  { pattern: '/terms-of-service', page: TermsOfServicePage, chunk: 'src/features/legal/index.ts' },
  { pattern: '/privacy-policy', page: PrivacyPolicyPage, chunk: 'src/features/legal/index.ts' },
];

/** The public page at `pathname` with its route params, or undefined for a client-rendered one. */
export function findPublicPage(pathname: string): { page: PublicPage; params: Params } | undefined {
  for (const page of publicPages) {
    const match = matchPath(page.pattern, pathname);
    if (match) return { page, params: match.params };
  }
  return undefined;
}

/** Loads the code of the server-rendered page at `pathname`, so that it hydrates at once. */
export function preloadPublicPage(pathname: string): Promise<void> {
  return findPublicPage(pathname)?.page.page.preload() ?? Promise.resolve();
}
