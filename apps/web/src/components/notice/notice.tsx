/** A boxed message in a page: information, a success, or a failure with its reasons. */
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { CloseIcon } from '../icons/icons';
import styles from './notice.module.css';

type NoticeProps = {
  tone: 'info' | 'success' | 'danger';
  title?: string;
  children?: ReactNode;
  onDismiss?: () => void;
  /** Announced when it appears (a result of the user's action), not when the page opens. */
  live?: boolean;
};

export function Notice({ tone, title, children, onDismiss, live = false }: NoticeProps) {
  const { t } = useTranslation();
  const role = live ? (tone === 'danger' ? 'alert' : 'status') : undefined;
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role={role}>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children}
      </div>
      {onDismiss && (
        <button
          type="button"
          className={styles.dismiss}
          onClick={onDismiss}
          aria-label={t('common.dismiss')}
        >
          <CloseIcon size={18} />
        </button>
      )}
    </div>
  );
}
