/** Every page is its own chunk, loaded when first visited, so the first load stays small. */
import { lazy } from 'react';

export const LandingPage = lazy(() =>
  import('@/features/landing').then((m) => ({ default: m.LandingPage })),
);
export const LoginPage = lazy(() =>
  import('@/features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })),
);
export const SignUpPage = lazy(() =>
  import('@/features/auth/pages/sign-up-page').then((m) => ({ default: m.SignUpPage })),
);
export const AdminLoginPage = lazy(() =>
  import('@/features/auth/pages/admin-login-page').then((m) => ({ default: m.AdminLoginPage })),
);
export const AdminSignupPage = lazy(() =>
  import('@/features/auth/pages/admin-signup-page').then((m) => ({
    default: m.AdminSignupPage,
  })),
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
export const ReservationPage = lazy(() =>
  import('@/features/reservations/pages/reservation-page').then((m) => ({
    default: m.ReservationPage,
  })),
);
export const ModifyReservationPage = lazy(() =>
  import('@/features/reservations/pages/modify-reservation-page').then((m) => ({
    default: m.ModifyReservationPage,
  })),
);
export const DiningDashboardPage = lazy(() =>
  import('@/features/reservations/pages/dining-dashboard-page').then((m) => ({
    default: m.DiningDashboardPage,
  })),
);
export const PlaceholderRoute = lazy(() =>
  import('./routes/placeholder-route').then((m) => ({ default: m.PlaceholderRoute })),
);
export const BookingPage = lazy(() =>
  import('@/features/booking').then((m) => ({ default: m.BookingPage })),
);
export const NotFoundPage = lazy(() =>
  import('./routes/not-found').then((m) => ({ default: m.NotFoundPage })),
);
