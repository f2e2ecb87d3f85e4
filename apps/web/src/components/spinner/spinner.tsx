/** A small loading indicator with an accessible label. */
import { useTranslation } from '@/i18n/use-translation';
import styles from './spinner.module.css';

type SpinnerSize = 'md' | 'lg';

export function Spinner({ label, size = 'md' }: { label?: string; size?: SpinnerSize }) {
  const { t } = useTranslation();
  return (
    <span className={styles.wrapper} role="status">
      <SpinnerRing size={size} />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </span>
  );
}

/** The spinning ring alone, for a state whose own text says what is loading. */
export function SpinnerRing({ size = 'md' }: { size?: SpinnerSize }) {
  return (
    <span className={`${styles.spinner} ${size === 'lg' ? styles.large : ''}`} aria-hidden="true" />
  );
}
