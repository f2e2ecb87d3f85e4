/** When a page fails to load or crashes: say so and offer a reload, inside the normal frame. */
import { Component, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import styles from './not-found.module.css';

function RouteErrorMessage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} role="alert">
      <h1 className={styles.title}>{t('routeError.title')}</h1>
      <p className={styles.text}>{t('routeError.text')}</p>
      <Button size="lg" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </section>
  );
}

/** Catches a page's render or chunk-load error; keyed by path so navigating away resets it. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('Route error', error);
  }

  override render() {
    return this.state.failed ? <RouteErrorMessage /> : this.props.children;
  }
}
