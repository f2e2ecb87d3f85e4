/**
 * A failure in the wizard ('Failed to create restaurant. Please try again.') and, for a refusal,
 * the API's reasons translated by their codes under it.
 */
import { useTranslation } from '@/i18n/use-translation';
import { Notice } from '@/components/notice/notice';
import { refusalReasons } from '@/lib/error-text';
import styles from './failure-notice.module.css';

type FailureNoticeProps = { title: string; error: unknown; onDismiss?: () => void };

export function FailureNotice({ title, error, onDismiss }: FailureNoticeProps) {
  const { t } = useTranslation();
  const reasons = refusalReasons(error, t);
  return (
    <Notice tone="danger" live title={title} onDismiss={onDismiss}>
      {reasons.length > 0 && (
        <ul className={styles.reasons}>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </Notice>
  );
}
