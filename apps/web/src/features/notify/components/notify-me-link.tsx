/**
 * A search result whose times are all taken: 'Notify me' opens its page with the Notify dialog.
 * Its words are the search results' own (first-load texts): Notify's catalogue loads with its screens.
 */
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { notifyAskPath } from '../lib/notify-paths';
import type { NotifyChoice } from './notify-types';
import styles from './notify-me-link.module.css';

type NotifyMeLinkProps = { restaurantId: number; name: string; choice: NotifyChoice };

export function NotifyMeLink({ restaurantId, name, choice }: NotifyMeLinkProps) {
  const { t } = useTranslation();
  return (
    <Link
      to={notifyAskPath(restaurantId, choice)}
      className={styles.link}
      aria-label={t('results.notifyMeLabel', { name })}
    >
      {t('results.notifyMe')}
    </Link>
  );
}
