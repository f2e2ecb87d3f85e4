/** The '← Back to …' link that opens a sub-page (booking, modify, all reviews). */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './back-link.module.css';

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.back}>
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}
