/** A task's status as a small coloured label: Pending, In progress, Completed or Error. */
import { useTranslation } from '@/i18n/use-translation';
import type { TaskStatus } from '@tablefor/shared';
import styles from './status-chip.module.css';
import '@/i18n/bundles/topic-search-texts';

const tone: Record<TaskStatus, string | undefined> = {
  pending: styles.pending,
  in_progress: styles.running,
  completed: styles.completed,
  error: styles.error,
};

export function StatusChip({ status }: { status: TaskStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.chip} ${tone[status] ?? ''}`}>
      {t(`topicSearch.past.status.${status}`)}
    </span>
  );
}
