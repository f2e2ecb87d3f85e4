/** The frame of every page: skip link, top bar, page, footer, and the auth modals when open. */
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Footer, TopBar } from '@/features/layout';
import { useAuthDialog } from '@/lib/auth-dialog';
import styles from './root-layout.module.css';

// The modals (and their form code) load the first time someone opens one.
const AuthDialogs = lazy(() => import('@/features/auth').then((m) => ({ default: m.AuthDialogs })));

export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { view } = useAuthDialog();

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t('app.skipToContent')}
      </a>
      {navigation.state === 'loading' && <div className={styles.progress} aria-hidden="true" />}
      <TopBar />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      {view && (
        <Suspense fallback={null}>
          <AuthDialogs />
        </Suspense>
      )}
      {/* A fresh page load always has the key 'default'; key it by URL so pages don't share it. */}
      <ScrollRestoration
        getKey={(location) =>
          location.key === 'default' ? location.pathname + location.search : location.key
        }
      />
    </div>
  );
}
