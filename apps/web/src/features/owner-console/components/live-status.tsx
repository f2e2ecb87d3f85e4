/** Whether the timeline is live: a dot and a word, announced politely when it changes. */
import { useTranslation } from '@/i18n/use-translation';
import type { StreamStatus } from '../lib/timeline-stream';
import styles from './live-status.module.css';
import '@/i18n/bundles/host-stand-texts';

const TONE: Record<StreamStatus, string | undefined> = {
  live: styles.liveLive,
  connecting: styles.liveConnecting,
  offline: styles.liveOffline,
};

export function LiveStatus({ status }: { status: StreamStatus }) {
  const { t } = useTranslation();
  return (
    <p className={`${styles.live} ${TONE[status] ?? ''}`} role="status">
      <span className={styles.liveDot} aria-hidden="true" />
      {t(`hostStand.live.${status}`)}
    </p>
  );
}
