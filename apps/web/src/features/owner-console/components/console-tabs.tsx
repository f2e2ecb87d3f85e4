/** The console's pages for the chosen restaurant: the day's book, the host stand, its floor and service. */
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import segmented from '@/components/segmented-control/segmented-control.module.css';
import { consolePath, type ConsolePage } from '../lib/console-paths';
import styles from './console-tabs.module.css';
import '@/i18n/bundles/owner-console-texts';

const PAGES: readonly ConsolePage[] = ['book', 'host', 'floor'];

export function ConsoleTabs({
  restaurantId,
  current,
}: {
  restaurantId: number;
  current: ConsolePage;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('ownerConsole.tabs.label')}>
      <ul className={`${segmented.track} ${styles.track}`}>
        {PAGES.map((page) => (
          <li key={page} className={styles.item}>
            <Link
              to={consolePath(page, restaurantId)}
              className={`${segmented.segment} ${styles.tab} ${page === current ? segmented.active : ''}`}
              aria-current={page === current ? 'page' : undefined}
            >
              {t(`ownerConsole.tabs.${page}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
