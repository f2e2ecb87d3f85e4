/** The centred card that the /login, /sign-up and admin pages put their form in. */
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import styles from './auth-page-layout.module.css';

type AuthPageLayoutProps = {
  title: string;
  subtitle?: string;
  children: ReactNode;
  wide?: boolean;
};

export function AuthPageLayout({ title, subtitle, children, wide }: AuthPageLayoutProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.page}>
      <title>{`${title} · ${t('app.name')}`}</title>
      <div className={`${styles.card} ${wide ? styles.wide : ''}`}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        <div className={styles.body}>{children}</div>
      </div>
    </section>
  );
}
