/**
 * The segmented switch between the dashboard's views: Restaurants (default), ?view=users, the
 * three queues (?view=listings, ?view=claims, ?view=inquiries), each with a badge of what waits
 * there, and the development mailbox (?view=mailbox).
 */
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import segmented from '@/components/segmented-control/segmented-control.module.css';
import styles from './view-switch.module.css';
import '@/i18n/bundles/admin-texts';

export const adminViews = [
  'restaurants',
  'users',
  'listings',
  'claims',
  'inquiries',
  'mailbox',
] as const;
export type AdminView = (typeof adminViews)[number];

export const adminViewOf = (value: string | null): AdminView =>
  adminViews.find((view) => view === value) ?? 'restaurants';

type ViewSwitchProps = {
  view: AdminView;
  /** Listings waiting for review and open inquiries, once known. */
  pendingListings?: number;
  pendingClaims?: number;
  openInquiries?: number;
};

export function ViewSwitch({
  view,
  pendingListings,
  pendingClaims,
  openInquiries,
}: ViewSwitchProps) {
  const { t } = useTranslation();
  const item = (target: AdminView, label: string, badge?: { count: number; label: string }) => (
    <li>
      <Link
        to={{ search: target === 'restaurants' ? '' : `?view=${target}` }}
        className={`${segmented.segment} ${styles.item} ${view === target ? segmented.active : ''}`}
        aria-current={view === target ? 'page' : undefined}
      >
        {label}
        {badge && (
          <>
            {/* Keeps the hidden count a word apart from the label in the link's name. */}{' '}
            <span className={styles.badge} aria-hidden="true">
              {t('admin.views.badge', { count: badge.count })}
            </span>
            <span className="visually-hidden">{badge.label}</span>
          </>
        )}
      </Link>
    </li>
  );
  const waiting = (count: number | undefined, key: 'pendingCount' | 'openCount') =>
    count ? { count, label: t(`admin.views.${key}`, { count }) } : undefined;
  return (
    <nav aria-label={t('admin.views.label')}>
      <ul className={`${segmented.track} ${styles.switch}`}>
        {item('restaurants', t('admin.views.restaurants'))}
        {item('users', t('admin.views.users'))}
        {item('listings', t('admin.views.listings'), waiting(pendingListings, 'pendingCount'))}
        {item('claims', t('admin.views.claims'), waiting(pendingClaims, 'pendingCount'))}
        {item('inquiries', t('admin.views.inquiries'), waiting(openInquiries, 'openCount'))}
        {item('mailbox', t('admin.views.mailbox'))}
      </ul>
    </nav>
  );
}
