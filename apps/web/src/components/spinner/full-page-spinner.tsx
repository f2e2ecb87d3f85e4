/** Shown alone while the session is restored and while the first route chunk loads. */
import { Spinner } from './spinner';
import styles from './spinner.module.css';

export function FullPageSpinner() {
  return (
    <div className={styles.fullPage}>
      <Spinner size="lg" />
    </div>
  );
}
