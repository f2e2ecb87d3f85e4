/** The frame of every page: skip link, top bar, page, footer, and the auth modals when open. */
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { AuthDialogs } from '@/features/auth';
import { Footer, TopBar } from '@/features/layout';
import { useAuthDialog } from '@/lib/auth-dialog';
import { RouteErrorBoundary } from './routes/route-error';
import styles from './root-layout.module.css';

export function RootLayout() {
  const { t } = useTranslation();
  const { view } = useAuthDialog();
  const location = useLocation();
  useScrollToTopOnNavigate(location.pathname);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t('app.skipToContent')}
      </a>
      <TopBar />
      <main id="main" tabIndex={-1} className={styles.main}>
        <RouteErrorBoundary key={location.pathname}>
          <Suspense fallback={<div className={styles.progress} aria-hidden="true" />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      {/* The modals (and their form code) load the first time someone opens one. */}
      {view && (
        <Suspense fallback={null}>
          <AuthDialogs />
        </Suspense>
      )}
    </div>
  );
}

/** A new page starts at the top; back and forward keep the browser's own scroll restoration. */
function useScrollToTopOnNavigate(pathname: string) {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
