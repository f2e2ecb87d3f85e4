/**
 * The dining dashboard's 'Notify' view: the diner's requests, newest first, an offered table on
 * top of its request; with none, how Notify works.
 */
import { NOTIFY_HOLD_MINUTES } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { useNotifyRequests } from '../api/get-notify-requests';
import { NotifyRequestItem } from './notify-request-item';
import styles from './notify-requests-panel.module.css';
import '@/i18n/bundles/notify-texts';

export function NotifyRequestsPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const query = useNotifyRequests(userId);
  const how = (
    <p className={styles.how}>{t('notify.list.how', { minutes: NOTIFY_HOLD_MINUTES })}</p>
  );

  let body;
  if (query.isPending) body = <Spinner label={t('notify.list.loading')} />;
  else if (query.isError) {
    body = (
      <div className={styles.state} role="alert">
        <p>{t('notify.list.loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('notify.list.retry')}
        </Button>
      </div>
    );
  } else if (query.data.length === 0) {
    body = (
      <div className={styles.state}>
        <p className={styles.empty}>{t('notify.list.empty')}</p>
        <p>{t('notify.list.emptyHint')}</p>
      </div>
    );
  } else {
    body = (
      <ul className={styles.list}>
        {query.data.map((request) => (
          <NotifyRequestItem key={request.id} request={request} />
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="notify-requests-title">
      <h2 id="notify-requests-title" className={styles.title}>
        {t('notify.list.title')}
      </h2>
      {how}
      {body}
    </section>
  );
}
