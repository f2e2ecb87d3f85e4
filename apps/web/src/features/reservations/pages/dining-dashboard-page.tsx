/**
 * /users/{userId}/dining-dashboard: the signed-in diner's name, points, and reservations (or,
 * with ?view=notify, the Notify requests; with ?view=saved-restaurants, the saved list; with
 * ?view=account, the account's details and its password; ?view=preferences; ?view=payment-methods).
 * Another user's id shows the viewer's own page.
 */
import { Suspense } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import type { User } from '@tablefor/shared';
import { AccountDetails } from '@/features/auth';
import { NotifyRequestsPanel } from '@/features/notify';
import { PaymentMethodsPanel, PreferencesPanel } from '@/features/profile';
import { SavedRestaurantsPanel } from '@/features/saved-restaurants';
import { Spinner } from '@/components/spinner/spinner';
import { useSession } from '@/lib/session';
import { DashboardMenu, type DashboardView } from '../components/dashboard-menu';
import { DashboardReservations } from '../components/dashboard-reservations';
import { DashboardPointsPanel } from '../components/dashboard-points-panel';
import styles from './dining-dashboard-page.module.css';
import '@/i18n/bundles/reservations-texts';

export function DiningDashboardPage() {
  const { user } = useSession();
  const { userId } = useParams();
  const { search } = useLocation();
  // The route sits behind RequireUser; the check keeps the types honest.
  if (!user) return <Navigate to="/" replace />;
  if (userId !== String(user.id)) {
    return <Navigate to={`/users/${user.id}/dining-dashboard${search}`} replace />;
  }
  return <Dashboard user={user} />;
}

function Dashboard({ user }: { user: User }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const view = dashboardView(searchParams.get('view'));
  const basePath = `/users/${user.id}/dining-dashboard`;
  const initial = (user.first_name || user.username).charAt(0).toUpperCase();

  return (
    <div className={styles.page}>
      <title>{`${t('reservations.dashboard.pageTitle')} · ${t('app.name')}`}</title>
      <header className={styles.header}>
        <div className={styles.identity}>
          <span className={styles.avatar} aria-hidden="true">
            {initial}
          </span>
          <div>
            <p className={styles.eyebrow}>{t('reservations.dashboard.pageTitle')}</p>
            <h1 className={styles.name}>
              {t('reservations.dashboard.greeting', {
                firstName: user.first_name,
                lastName: user.last_name,
              })}
            </h1>
          </div>
        </div>
        <div className={styles.points}>
          <DashboardPointsPanel />
        </div>
      </header>
      <div className={styles.layout}>
        <DashboardMenu view={view} basePath={basePath} />
        <div className={styles.content}>
          {view === 'saved-restaurants' ? (
            <SavedRestaurantsPanel userId={user.id} />
          ) : view === 'notify' ? (
            <Suspense fallback={<Spinner />}>
              <NotifyRequestsPanel userId={user.id} />
            </Suspense>
          ) : view === 'account' ? (
            <Suspense fallback={<Spinner />}>
              <AccountDetails user={user} />
            </Suspense>
          ) : view === 'preferences' ? (
            <Suspense fallback={<Spinner />}>
              <PreferencesPanel userId={user.id} />
            </Suspense>
          ) : view === 'payment-methods' ? (
            <Suspense fallback={<Spinner />}>
              <PaymentMethodsPanel />
            </Suspense>
          ) : (
            <DashboardReservations userId={user.id} />
          )}
        </div>
      </div>
    </div>
  );
}

const VIEWS: readonly DashboardView[] = [
  'notify',
  'saved-restaurants',
  'account',
  'preferences',
  'payment-methods',
];

function dashboardView(asked: string | null): DashboardView {
  return VIEWS.find((view) => view === asked) ?? 'reservations';
}
