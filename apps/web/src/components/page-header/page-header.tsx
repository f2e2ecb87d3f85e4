/**
 * A page's opening: eyebrow, title and intro, with the control that switches what the page shows
 * (the create-mode toggle, the admin view switch) beside them from tablets up, or under them.
 */
import type { ReactNode } from 'react';
import styles from './page-header.module.css';

const introWidths = { narrow: styles.narrowIntro, medium: '', wide: styles.wideIntro };

type PageHeaderProps = {
  eyebrow: string;
  title: string;
  intro: string;
  /** How long the intro's lines may run, to suit the page's width: 36, 38 or 40rem. */
  introWidth?: keyof typeof introWidths;
  /** Where the control sits from tablets up: at the right, level with the intro, or under it. */
  controlPlacement?: 'beside' | 'below';
  /** A rule under the header, apart from what the page shows. */
  ruled?: boolean;
  /** The control. */
  children: ReactNode;
};

export function PageHeader({
  eyebrow,
  title,
  intro,
  introWidth = 'medium',
  controlPlacement = 'beside',
  ruled = false,
  children,
}: PageHeaderProps) {
  return (
    <header className={`${styles.header} ${styles[controlPlacement]} ${ruled ? styles.ruled : ''}`}>
      <div className={styles.heading}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={`${styles.intro} ${introWidths[introWidth]}`}>{intro}</p>
      </div>
      {children}
    </header>
  );
}
