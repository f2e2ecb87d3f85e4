/**
 * The route table, in React Router's declarative mode: the data router would
 * add ~16 kB gzip to every first load for loaders and actions this app does not use.
 * The public pages (server-rendered, see entry-server.tsx) show at once; every other page waits
 * for the stored session behind <SessionGate>.
 */
import { Route, Routes } from 'react-router';
import * as Page from './lazy-pages';
import { RequireAdmin, RequireUser } from './routes/guards';
import { ReservationAccess } from '@/features/reservations';
import { RootLayout } from './root-layout';
import { GatedOutlet } from './routes/guards';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<Page.LandingPage />} />
        <Route path="business" element={<Page.BusinessLandingPage />} />
        <Route path="business/get-started" element={<Page.GetStartedPage />} />
        <Route path="search" element={<Page.SearchPage />} />
        <Route path="search-results" element={<Page.SearchResultsPage />} />
        <Route path="restaurants/:restaurantId">
          <Route index element={<Page.RestaurantProfilePage />} />
          <Route path="reviews" element={<Page.RestaurantReviewsPage />} />
          <Route element={<GatedOutlet />}>
            <Route path="reservations" element={<Page.BookingPage />} />
            <Route path="claim" element={<Page.ClaimPage />} />
          </Route>
          {/* Not an exact match: other sub-paths show the restaurant. */}
          <Route path="*" element={<Page.RestaurantProfilePage />} />
        </Route>
        <Route path="terms-of-service" element={<Page.TermsOfServicePage />} />
        <Route path="privacy-policy" element={<Page.PrivacyPolicyPage />} />
        <Route element={<GatedOutlet />}>
          <Route path="login" element={<Page.LoginPage />} />
          <Route path="sign-up" element={<Page.SignUpPage />} />
          <Route path="forgot-password" element={<Page.ForgotPasswordPage />} />
          <Route path="reset-password" element={<Page.ResetPasswordPage />} />
          <Route path="confirm-email" element={<Page.ConfirmEmailPage />} />
          <Route path="admin/login" element={<Page.AdminLoginPage />} />
          <Route path="admin/signup" element={<Page.AdminSignupPage />} />
          <Route element={<RequireAdmin />}>
            <Route path="admin/dashboard" element={<Page.AdminDashboardPage />} />
          </Route>
          {/* Signed out, the page itself asks to sign in (owners often arrive from an e-mail). */}
          <Route path="business/dashboard" element={<Page.OwnerConsolePage />} />
          <Route path="business/dashboard/host" element={<Page.HostStandPage />} />
          <Route path="business/dashboard/floor" element={<Page.FloorPage />} />
          <Route path="claim-demo" element={<Page.ClaimDemoPage />} />
          {/* Also open to a signed-out diner holding this reservation's access code. */}
          <Route element={<ReservationAccess />}>
            <Route path="reservations/:reservationId" element={<Page.ReservationPage />} />
            <Route
              path="reservations/:reservationId/modify"
              element={<Page.ModifyReservationPage />}
            />
          </Route>
          {/* Signed out, the page itself asks to sign in, then books the held table. */}
          <Route path="notify/:requestId" element={<Page.NotifyOfferPage />} />
          {/* An invited guest's read-only view, opened from the e-mail without an account. */}
          <Route path="invitations/:token" element={<Page.InvitationPage />} />
          <Route element={<RequireUser />}>
            <Route path="users/:userId/dining-dashboard" element={<Page.DiningDashboardPage />} />
          </Route>
          <Route path="create-restaurant" element={<Page.CreateRestaurantPage />} />
          <Route path="create-restaurant/topic-search" element={<Page.TopicSearchPage />} />
          <Route
            path="create-restaurant/topic-search/results/:taskId"
            element={<Page.TopicSearchResultsPage />}
          />
        </Route>
        <Route path="*" element={<Page.NotFoundPage />} />
      </Route>
    </Routes>
  );
}
