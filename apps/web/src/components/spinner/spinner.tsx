/** A small loading indicator with an accessible label. */
import { useTranslation } from 'react-i18next';
import styles from './spinner.module.css';

export function Spinner({ label, size = 'md' }: { label?: string; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <span className={styles.wrapper} role="status">
      <span
        className={`${styles.spinner} ${size === 'lg' ? styles.large : ''}`}
        aria-hidden="true"
      />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </span>
  );
}
