/**
 * /admin/dashboard: administrators manage the restaurants (default view) and, with ?view=users,
 * the accounts. Anyone else is sent home; the session is already restored when this renders.
 */
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { isAdminUser, useSession } from '@/lib/session';
import { RestaurantsPanel } from '../components/restaurants-panel';
import { UsersPanel } from '../components/users-panel';
import { ViewSwitch, type AdminView } from '../components/view-switch';
import styles from './admin-dashboard-page.module.css';
import '@/i18n/bundles/admin-texts';

export function AdminDashboardPage() {
  const { user } = useSession();
  if (!isAdminUser(user)) return <Navigate to="/" replace />;
  return <Dashboard />;
}

function Dashboard() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const view: AdminView = searchParams.get('view') === 'users' ? 'users' : 'restaurants';

  return (
    <div className={styles.page}>
      <title>{`${t('admin.pageTitle')} · ${t('app.name')}`}</title>
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>{t('admin.eyebrow')}</p>
          <h1 className={styles.title}>{t('admin.heading')}</h1>
          <p className={styles.intro}>{t('admin.intro')}</p>
        </div>
        <ViewSwitch view={view} />
      </header>
      {/* Each view keeps its own search and page; switching starts the other one afresh. */}
      {view === 'users' ? <UsersPanel key="users" /> : <RestaurantsPanel key="restaurants" />}
    </div>
  );
}
