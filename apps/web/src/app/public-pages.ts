/**
 * The public pages: the ones the server renders (every other path is the client-rendered app
 * shell). Declared once, here: the server renderer (server/entry-server.tsx) renders and
 * prefetches them, the API registers a route for each pattern it reads from that renderer, and
 * the browser loads a page's code before hydrating it (preloadPublicPage).
 *
 * This list is part of the browser's first load: a page names its prefetch (server/page-prefetch.ts)
 * rather than holding it, so the features' query code stays out of that load.
 */
import { matchPath, type Params } from 'react-router';
import type { PreloadableComponent } from '@/lib/lazy-with-preload';
// A type alone: the prefetches are server code, never part of the browser's bundle.
import type { PagePrefetch } from '@/server/page-prefetch';
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
   * Which prefetch fills the cache with what the page shows before any JavaScript runs
   * (server/page-prefetch.ts); it answers the page's HTTP status. None: the page is 200.
   */
  prefetch?: PagePrefetch;
};

export const publicPages: readonly PublicPage[] = [
  {
    pattern: '/',
    page: LandingPage,
    chunk: 'src/features/landing/index.ts',
    prefetch: 'topRated',
  },
  {
    pattern: '/search',
    page: SearchPage,
    chunk: 'src/features/search/index.ts',
    prefetch: 'searchResults',
  },
  {
    pattern: '/search-results',
    page: SearchResultsPage,
    chunk: 'src/features/search/index.ts',
    prefetch: 'searchResults',
  },
  {
    pattern: '/restaurants/:restaurantId',
    page: RestaurantProfilePage,
    chunk: 'src/features/restaurants/index.ts',
    prefetch: 'restaurant',
  },
  {
    pattern: '/restaurants/:restaurantId/reviews',
    page: RestaurantReviewsPage,
    chunk: 'src/features/restaurants/index.ts',
    prefetch: 'restaurant',
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
