/**
 * Every page is its own chunk, loaded when first visited, so the first load stays small. The auth,
 * business, reservations and owner console features export theirs already lazy: their index is
 * part of the first load.
 */
import { lazy } from 'react';

export { AdminLoginPage, AdminSignupPage, LoginPage, SignUpPage } from '@/features/auth';
export { BusinessLandingPage, GetStartedPage } from '@/features/business';
export { OwnerConsolePage } from '@/features/owner-console';
export {
  DiningDashboardPage,
  ModifyReservationPage,
  ReservationPage,
} from '@/features/reservations';

export const LandingPage = lazy(() =>
  import('@/features/landing').then((m) => ({ default: m.LandingPage })),
);
export const SearchPage = lazy(() =>
  import('@/features/search').then((m) => ({ default: m.SearchPage })),
);
export const SearchResultsPage = lazy(() =>
  import('@/features/search').then((m) => ({ default: m.SearchResultsPage })),
);
export const RestaurantProfilePage = lazy(() =>
  import('@/features/restaurants').then((m) => ({ default: m.RestaurantProfilePage })),
);
export const RestaurantReviewsPage = lazy(() =>
  import('@/features/restaurants').then((m) => ({ default: m.RestaurantReviewsPage })),
);
export const BookingPage = lazy(() =>
  import('@/features/booking').then((m) => ({ default: m.BookingPage })),
);
export const AdminDashboardPage = lazy(() =>
  import('@/features/admin').then((m) => ({ default: m.AdminDashboardPage })),
);
export const NotFoundPage = lazy(() =>
  import('./routes/not-found').then((m) => ({ default: m.NotFoundPage })),
);
export const TermsOfServicePage = lazy(() =>
  import('@/features/legal').then((m) => ({ default: m.TermsOfServicePage })),
);
export const PrivacyPolicyPage = lazy(() =>
  import('@/features/legal').then((m) => ({ default: m.PrivacyPolicyPage })),
);
export const CreateRestaurantPage = lazy(() =>
  import('@/features/create-restaurant').then((m) => ({ default: m.CreateRestaurantPage })),
);
export const TopicSearchPage = lazy(() =>
  import('@/features/topic-search').then((m) => ({ default: m.TopicSearchPage })),
);
export const TopicSearchResultsPage = lazy(() =>
  import('@/features/topic-search').then((m) => ({ default: m.TopicSearchResultsPage })),
);
export const ClaimPage = lazy(() =>
  import('@/features/claim').then((m) => ({ default: m.ClaimPage })),
);
export const ClaimDemoPage = lazy(() =>
  import('@/features/claim').then((m) => ({ default: m.ClaimDemoPage })),
);
