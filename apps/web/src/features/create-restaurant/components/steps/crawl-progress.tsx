/**
 * While the website is read: its host, the stages the server goes through (connecting, reading,
 * finding the details) as time passes, an indeterminate bar, and 'Cancel'.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { CRAWL_TIMEOUT_SECONDS } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { CheckIcon } from '@/components/icons/page-icons';
import styles from './crawl-progress.module.css';
import '@/i18n/bundles/create-restaurant-texts';

const stages = ['connecting', 'reading', 'extracting'] as const;
/** When each stage typically starts, in seconds: a page answers in about a second. */
const stageStarts = [0, 1, 3];

export function CrawlProgress({ host, onCancel }: { host: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    const timer = window.setInterval(() => setSeconds((elapsed) => elapsed + 1), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const current = stageStarts.filter((start) => seconds >= start).length - 1;
  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <p className={styles.heading}>{t('createRestaurant.crawl.heading', { host })}</p>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {t('createRestaurant.actions.cancel')}
        </Button>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('createRestaurant.crawl.heading', { host })}
      >
        <span className={styles.fill} style={{ width: `${30 + current * 28}%` }} />
      </div>
      <ol className={styles.stages} aria-live="polite">
        {stages.map((stage, index) => {
          const state = index < current ? 'done' : index === current ? 'active' : 'waiting';
          if (state === 'waiting') {
            return (
              <li key={stage} className={`${styles.stage} ${styles.waiting}`} aria-hidden="true">
                <span className={styles.dot} />
                {t(`createRestaurant.crawl.stages.${stage}`, { host })}
              </li>
            );
          }
          return (
            <li key={stage} className={`${styles.stage} ${styles[state]}`}>
              {state === 'done' ? (
                <span className={styles.check}>
                  <CheckIcon size={14} />
                </span>
              ) : (
                <span className={styles.spinner} aria-hidden="true" />
              )}
              {t(`createRestaurant.crawl.stages.${stage}`, { host })}
            </li>
          );
        })}
      </ol>
      <p className={styles.note}>
        {t('createRestaurant.crawl.note', { seconds: CRAWL_TIMEOUT_SECONDS })}
      </p>
    </div>
  );
}
