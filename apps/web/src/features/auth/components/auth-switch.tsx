/** The 'New here? / Already a member?' line under each form: a button in modals, a link on pages. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './auth-form.module.css';

type AuthSwitchProps = { prompt: string; action: string } & (
  { to: string; onClick?: never } | { onClick: () => void; to?: never }
);

export function AuthSwitch({ prompt, action, to, onClick }: AuthSwitchProps): ReactNode {
  return (
    <p className={styles.switch}>
      {prompt}
      {to ? (
        <Link className={styles.switchAction} to={to}>
          {action}
        </Link>
      ) : (
        <button type="button" className={styles.switchAction} onClick={onClick}>
          {action}
        </button>
      )}
    </p>
  );
}
