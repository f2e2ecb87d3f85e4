/** One step's frame: its heading (focused when the step opens), intro, body and actions. */
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './claim-step.module.css';

type StepFrameProps = { title: string; intro?: string; children: ReactNode; actions?: ReactNode };

export function StepFrame({ title, intro, children, actions }: StepFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: false });
  }, []);
  return (
    <section className={styles.step} aria-labelledby="claim-step-title">
      <h1 id="claim-step-title" ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      <div className={styles.body}>{children}</div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
