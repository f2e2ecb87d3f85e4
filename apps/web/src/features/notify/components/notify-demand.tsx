/**
 * The owner console's 'Notify demand': for the coming days with requests, how many diners asked
 * and for how many covers, how many were offered a table and booked it, and the busiest windows.
 */
import { formatClock, type NotifyDemand as Demand } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { useNotifyDemand } from '../api/get-notify-demand';
import { formatNotifyDate } from '../lib/notify-format';
import styles from './notify-demand.module.css';
import '@/i18n/bundles/notify-texts';

/** A compact panel: a week of days, three windows each. */
const DAYS_SHOWN = 7;
const WINDOWS_SHOWN = 3;

export function NotifyDemand({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation();
  const query = useNotifyDemand(restaurantId);
  // Not a live status: the console's own notices are the page's status messages.
  if (query.isPending) return <p className={styles.note}>{t('common.loading')}</p>;
  if (query.isError) {
    return (
      <p className={styles.note} role="alert">
        {t('notify.demand.loadError')}
      </p>
    );
  }
  if (query.data.days.length === 0)
    return <p className={styles.note}>{t('notify.demand.empty')}</p>;
  return (
    <ul className={styles.days}>
      {query.data.days.slice(0, DAYS_SHOWN).map((day) => (
        <DemandDay key={day.date} day={day} />
      ))}
    </ul>
  );
}

function DemandDay({ day }: { day: Demand['days'][number] }) {
  const { t, i18n } = useTranslation();
  const windows = day.windows.slice(0, WINDOWS_SHOWN);
  return (
    <li className={styles.day}>
      <p className={styles.head}>
        <span className={styles.date}>{formatNotifyDate(day.date, i18n.language)}</span>
        <span>
          {t('notify.demand.requests', { count: day.requests })}
          {' · '}
          {t('notify.demand.covers', { count: day.covers })}
        </span>
      </p>
      <p className={styles.outcome}>
        {t('notify.demand.offered', { count: day.offered })}
        {' · '}
        {t('notify.demand.booked', { count: day.booked })}
      </p>
      {windows.length > 0 && (
        <ul className={styles.windows} aria-label={t('notify.demand.windows')}>
          {windows.map((window) => (
            <li key={window.from}>
              {t('notify.demand.window', {
                time: formatClock(window.from, i18n.language),
                requests: t('notify.demand.requests', { count: window.requests }),
              })}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
