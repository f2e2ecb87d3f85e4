/** The loyalty points panel of the profile menu (compact) and the dining dashboard (large). */
import styles from './points-panel.module.css';

type Props = {
  label: string;
  earned: string;
  next: string;
  /** Share of the next reward reached, from 0 to 1. */
  progress: number;
  size?: 'compact' | 'large';
  /** Given, the panel is a section named by its label. */
  labelId?: string;
};

export function PointsPanel({ label, earned, next, progress, size = 'compact', labelId }: Props) {
  const Root = labelId ? 'section' : 'div';
  return (
    <Root className={`${styles.points} ${styles[size]}`} aria-labelledby={labelId}>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <p className={styles.earned}>{earned}</p>
      <div className={styles.progress} aria-hidden="true">
        <span style={{ width: `${progress * 100}%` }} />
      </div>
      <p className={styles.next}>{next}</p>
    </Root>
  );
}
