/**
 * The dashboard's side menu: Reservations (default) and Saved Restaurants switch the view through
 * ?view=; Account Details, Preferences and Payment Methods are shown but not built (spec §2).
 */
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import styles from './dashboard-menu.module.css';
import '@/i18n/bundles/reservations-texts';

export type DashboardView = 'reservations' | 'saved-restaurants';

const INERT = [
  'reservations.dashboard.accountDetails',
  'reservations.dashboard.preferences',
  'reservations.dashboard.paymentMethods',
] as const;

export function DashboardMenu({ view, basePath }: { view: DashboardView; basePath: string }) {
  const { t } = useTranslation();
  const item = (target: DashboardView, label: string, to: string) => (
    <li>
      <Link
        to={to}
        className={`${styles.item} ${view === target ? styles.active : ''}`}
        aria-current={view === target ? 'page' : undefined}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav className={styles.menu} aria-label={t('reservations.dashboard.menu')}>
      <ul className={styles.list}>
        {item('reservations', t('reservations.dashboard.reservations'), basePath)}
        {item(
          'saved-restaurants',
          t('reservations.dashboard.savedRestaurants'),
          `${basePath}?view=saved-restaurants`,
        )}
        {INERT.map((key) => (
          <li key={key}>
            <button
              type="button"
              className={`${styles.item} ${styles.inert}`}
              aria-disabled="true"
              title={t('reservations.dashboard.comingSoon')}
            >
              {t(key)}
              <span className="visually-hidden"> ({t('reservations.dashboard.comingSoon')})</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
