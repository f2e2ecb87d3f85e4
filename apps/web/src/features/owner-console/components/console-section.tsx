/** One panel of the console: a titled card, its heading naming the region for screen readers. */
import { useId, type ReactNode } from 'react';
import styles from './console-section.module.css';

type ConsoleSectionProps = {
  title: string;
  /** A count or a state beside the title (the number of requests waiting). */
  badge?: ReactNode;
  intro?: string;
  /** Controls at the heading's right (the day's date stepper). */
  actions?: ReactNode;
  tone?: 'plain' | 'alert';
  children: ReactNode;
};

export function ConsoleSection({
  title,
  badge,
  intro,
  actions,
  tone = 'plain',
  children,
}: ConsoleSectionProps) {
  const headingId = useId();
  return (
    <section
      className={`${styles.section} ${tone === 'alert' ? styles.alert : ''}`}
      aria-labelledby={headingId}
    >
      <div className={styles.head}>
        <div className={styles.titleBlock}>
          <h2 id={headingId} className={styles.title}>
            {title}
            {badge}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}
