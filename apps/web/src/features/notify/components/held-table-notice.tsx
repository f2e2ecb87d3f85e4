/**
 * The header's strip while a table is held for the signed-in diner: 'A table is held for you at
 * {restaurant} — Book it', leading to the offer's page (not shown on that page itself). The list
 * behind it is read again every 30 s only while a request is still open.
 */
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { BellIcon } from '@/components/icons/icons';
import { useNotifyRequests } from '../api/get-notify-requests';
import { notifyOfferPath } from '../lib/notify-paths';
import styles from './held-table-notice.module.css';
import '@/i18n/bundles/notify-texts';

export function HeldTableNotice({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data } = useNotifyRequests(userId);
  const offered = data?.find((request) => request.status === 'offered' && request.offer);
  if (!offered || pathname === notifyOfferPath(offered.id)) return null;
  return (
    <div className={styles.strip} role="status">
      <p className={styles.inner}>
        <BellIcon size={18} />
        <span className={styles.message}>
          {t('notify.notice.text', { name: offered.restaurant.name })}{' '}
          {/* The dash and the link wrap together, never the dash alone. */}
          <span className={styles.action}>
            <span aria-hidden="true">—</span>{' '}
            <Link to={notifyOfferPath(offered.id)} className={styles.link}>
              {t('notify.notice.link')}
            </Link>
          </span>
        </span>
      </p>
    </div>
  );
}
