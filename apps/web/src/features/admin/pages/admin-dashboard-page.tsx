/**
 * /admin/dashboard: administrators manage the restaurants (default view), the accounts
 * (?view=users), the listings waiting for review (?view=listings), the claims (?view=claims), the
 * business inquiries (?view=inquiries) and the development mailbox (?view=mailbox). Anyone else is sent home; the session is already restored when this renders.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Navigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { isAdminUser, useSession } from '@/lib/session';
import { usePendingClaimCount } from '../api/claims';
import { useOpenInquiryCount } from '../api/get-inquiries';
import { usePendingListingCount } from '../api/get-pending-listings';
import { ClaimsPanel } from '../components/claims-panel';
import { InquiriesPanel } from '../components/inquiries-panel';
import { ListingsPanel } from '../components/listings-panel';
import { MailboxPanel } from '../components/mailbox-panel';
import { RestaurantsPanel } from '../components/restaurants-panel';
import { UsersPanel } from '../components/users-panel';
import { adminViewOf, ViewSwitch, type AdminView } from '../components/view-switch';
import styles from './admin-dashboard-page.module.css';
import '@/i18n/bundles/admin-texts';

export function AdminDashboardPage() {
  const { user } = useSession();
  // Behind RequireAdmin, which asks a signed-out visitor to sign in; this keeps the types honest.
  if (!isAdminUser(user)) return <Navigate to="/" replace />;
  return <Dashboard />;
}

function Dashboard() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const view = adminViewOf(searchParams.get('view'));
  const pendingListings = usePendingListingCount();
  const pendingClaims = usePendingClaimCount();
  const openInquiries = useOpenInquiryCount();

  return (
    <div className={styles.page}>
      <title>{`${t('admin.pageTitle')} · ${t('app.name')}`}</title>
      <PageHeader
        eyebrow={t('admin.eyebrow')}
        title={t('admin.heading')}
        intro={t('admin.intro')}
        introWidth="narrow"
        controlPlacement="below"
        ruled
      >
        <ViewSwitch
          view={view}
          pendingListings={pendingListings}
          pendingClaims={pendingClaims}
          openInquiries={openInquiries}
        />
      </PageHeader>
      {/* Each view keeps its own search and page; switching starts the other one afresh. */}
      {panels[view]}
    </div>
  );
}

const panels: Record<AdminView, ReactNode> = {
  restaurants: <RestaurantsPanel key="restaurants" />,
  users: <UsersPanel key="users" />,
  listings: <ListingsPanel key="listings" />,
  claims: <ClaimsPanel key="claims" />,
  inquiries: <InquiriesPanel key="inquiries" />,
  mailbox: <MailboxPanel key="mailbox" />,
};
