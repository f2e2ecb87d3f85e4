/**
 * Every page is its own chunk, loaded when first visited, so the first load stays small. The auth,
 * business, reservations, owner console and notify features export theirs already lazy: their
 * index is part of the first load. The server-rendered pages can be loaded ahead
 * (app/public-pages.ts).
 */
import { lazy } from 'react';
import { BusinessLandingPage, GetStartedPage } from '@/features/business';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

export {
  AdminLoginPage,
  AdminSignupPage,
  ForgotPasswordPage,
  LoginPage,
  ResetPasswordPage,
  SignUpPage,
} from '@/features/auth';
export { BusinessLandingPage, GetStartedPage };
export { FloorPage, HostStandPage, OwnerConsolePage } from '@/features/owner-console';
export { NotifyOfferPage } from '@/features/notify';
export { InvitationPage } from '@/features/invitations';
export { ConfirmEmailPage } from '@/features/profile';
export {
  DiningDashboardPage,
  ModifyReservationPage,
  ReservationPage,
} from '@/features/reservations';

export const LandingPage = lazyWithPreload(() =>
  import('@/features/landing').then((m) => m.LandingPage),
);
export const SearchPage = lazyWithPreload(() =>
  import('@/features/search').then((m) => m.SearchPage),
);
export const SearchResultsPage = lazyWithPreload(() =>
  import('@/features/search').then((m) => m.SearchResultsPage),
);
export const RestaurantProfilePage = lazyWithPreload(() =>
  import('@/features/restaurants').then((m) => m.RestaurantProfilePage),
);
export const RestaurantReviewsPage = lazyWithPreload(() =>
  import('@/features/restaurants').then((m) => m.RestaurantReviewsPage),
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
export const TermsOfServicePage = lazyWithPreload(() =>
  import('@/features/legal').then((m) => m.TermsOfServicePage),
);
export const PrivacyPolicyPage = lazyWithPreload(() =>
  import('@/features/legal').then((m) => m.PrivacyPolicyPage),
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
