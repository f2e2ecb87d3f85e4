/**
 * /admin/dashboard: administrators manage the restaurants (default view), the accounts
 * (?view=users), the listings waiting for review (?view=listings) and the business inquiries
 * (?view=inquiries). Anyone else is sent home; the session is already restored when this renders.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { isAdminUser, useSession } from '@/lib/session';
import { useOpenInquiryCount } from '../api/get-inquiries';
import { usePendingListingCount } from '../api/get-pending-listings';
import { InquiriesPanel } from '../components/inquiries-panel';
import { ListingsPanel } from '../components/listings-panel';
import { RestaurantsPanel } from '../components/restaurants-panel';
import { UsersPanel } from '../components/users-panel';
import { adminViewOf, ViewSwitch, type AdminView } from '../components/view-switch';
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
  const view = adminViewOf(searchParams.get('view'));
  const pendingListings = usePendingListingCount();
  const openInquiries = useOpenInquiryCount();

  return (
    <div className={styles.page}>
      <title>{`${t('admin.pageTitle')} · ${t('app.name')}`}</title>
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>{t('admin.eyebrow')}</p>
          <h1 className={styles.title}>{t('admin.heading')}</h1>
          <p className={styles.intro}>{t('admin.intro')}</p>
        </div>
        <ViewSwitch view={view} pendingListings={pendingListings} openInquiries={openInquiries} />
      </header>
      {/* Each view keeps its own search and page; switching starts the other one afresh. */}
      {panels[view]}
    </div>
  );
}

const panels: Record<AdminView, ReactNode> = {
  restaurants: <RestaurantsPanel key="restaurants" />,
  users: <UsersPanel key="users" />,
  listings: <ListingsPanel key="listings" />,
  inquiries: <InquiriesPanel key="inquiries" />,
};
