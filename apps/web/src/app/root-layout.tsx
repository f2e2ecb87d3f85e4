/** The frame of every page: skip link, top bar, page, footer, and the auth modals when open. */
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { AuthDialogs } from '@/features/auth';
import { Footer, TopBar } from '@/features/layout';
import { isSignInRequest, useAuthDialog } from '@/lib/auth-dialog';
import { RouteErrorBoundary } from './routes/route-error';
import styles from './root-layout.module.css';

export function RootLayout() {
  const { t } = useTranslation();
  const { view } = useAuthDialog();
  const location = useLocation();
  useScrollToTopOnNavigate(location.pathname);
  useSignInRequest();

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

/**
 * A page that needs a signed-in visitor sent them here with the page's address: the sign-in
 * dialog opens, and signing in (or up) goes on to that page.
 */
function useSignInRequest() {
  const { state } = useLocation();
  const { open } = useAuthDialog();
  const asked = isSignInRequest(state) ? state.signInFor : null;
  useEffect(() => {
    if (asked) open('sign-in', { returnTo: asked });
    // `open` changes with the dialog's state; the request is answered once per navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
}

/** A new page starts at the top; back and forward keep the browser's own scroll restoration. */
function useScrollToTopOnNavigate(pathname: string) {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
