/**
 * The route table (business spec §2.1). Every page is a lazy chunk so the first load stays small;
 * pages that later issues build show the shared placeholder, titled by their handle.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ParseKeys } from 'i18next';
import { FullPageSpinner } from '@/components/spinner/full-page-spinner';
import { RequireAdmin, RequireUser } from './routes/guards';
import { RouteError } from './routes/route-error';
import { RootLayout } from './root-layout';

const placeholder = (path: string | undefined, title: ParseKeys): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  handle: { title },
  lazy: async () => ({ Component: (await import('./routes/placeholder-route')).PlaceholderRoute }),
});

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('@/features/landing')).LandingPage }),
          },
          {
            path: 'login',
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/login-page')).LoginPage,
            }),
          },
          {
            path: 'sign-up',
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/sign-up-page')).SignUpPage,
            }),
          },
          {
            path: 'admin/login',
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/admin-login-page')).AdminLoginPage,
            }),
          },
          {
            path: 'admin/signup',
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/admin-signup-page')).AdminSignupPage,
            }),
          },
          {
            Component: RequireAdmin,
            children: [placeholder('admin/dashboard', 'pages.adminDashboard')],
          },
          placeholder('business', 'pages.business'),
          placeholder('business/get-started', 'pages.getStarted'),
          placeholder('search', 'pages.search'),
          placeholder('search-results', 'pages.searchResults'),
          {
            path: 'restaurants/:restaurantId',
            children: [
              placeholder(undefined, 'pages.restaurant'),
              placeholder('reviews', 'pages.restaurantReviews'),
              placeholder('reservations', 'pages.restaurantReservation'),
              placeholder('claim', 'pages.claim'),
              // The restaurant route is not an exact match: other sub-paths show the restaurant.
              placeholder('*', 'pages.restaurant'),
            ],
          },
          placeholder('claim-demo', 'pages.claimDemo'),
          {
            Component: RequireUser,
            children: [
              placeholder('reservations/:reservationId', 'pages.reservation'),
              placeholder('reservations/:reservationId/modify', 'pages.modifyReservation'),
              placeholder('users/:userId/dining-dashboard', 'pages.diningDashboard'),
            ],
          },
          placeholder('create-restaurant', 'pages.createRestaurant'),
          placeholder('create-restaurant/topic-search', 'pages.topicSearch'),
          placeholder('create-restaurant/topic-search/results/:taskId', 'pages.topicSearchResults'),
          placeholder('terms-of-service', 'pages.terms'),
          placeholder('privacy-policy', 'pages.privacy'),
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
