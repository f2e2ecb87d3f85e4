/** The segmented switch between the Restaurants view (default) and ?view=users. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './view-switch.module.css';
import '@/i18n/bundles/admin-texts';

export type AdminView = 'restaurants' | 'users';

export function ViewSwitch({ view }: { view: AdminView }) {
  const { t } = useTranslation();
  const item = (target: AdminView, label: string, search: string) => (
    <li>
      <Link
        to={{ search }}
        className={`${styles.item} ${view === target ? styles.active : ''}`}
        aria-current={view === target ? 'page' : undefined}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t('admin.views.label')}>
      <ul className={styles.switch}>
        {item('restaurants', t('admin.views.restaurants'), '')}
        {item('users', t('admin.views.users'), '?view=users')}
      </ul>
    </nav>
  );
}
