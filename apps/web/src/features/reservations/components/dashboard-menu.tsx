/**
 * The dashboard's side menu: Reservations (default), Notify, Saved Restaurants, Account Details,
 * Preferences and Payment Methods switch the view through ?view=.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import styles from './dashboard-menu.module.css';
import '@/i18n/bundles/reservations-texts';

export type DashboardView =
  'reservations' | 'notify' | 'saved-restaurants' | 'account' | 'preferences' | 'payment-methods';

export function DashboardMenu({ view, basePath }: { view: DashboardView; basePath: string }) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  // On a narrow screen the menu is one row that scrolls: the current view is brought into it.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [view]);
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
      <ul className={styles.list} ref={list}>
        {item('reservations', t('reservations.dashboard.reservations'), basePath)}
        {item('notify', t('reservations.dashboard.notify'), `${basePath}?view=notify`)}
        {item(
          'saved-restaurants',
          t('reservations.dashboard.savedRestaurants'),
          `${basePath}?view=saved-restaurants`,
        )}
        {item('account', t('reservations.dashboard.accountDetails'), `${basePath}?view=account`)}
        {item(
          'preferences',
          t('reservations.dashboard.preferences'),
          `${basePath}?view=preferences`,
        )}
        {item(
          'payment-methods',
          t('reservations.dashboard.paymentMethods'),
          `${basePath}?view=payment-methods`,
        )}
      </ul>
    </nav>
  );
}
