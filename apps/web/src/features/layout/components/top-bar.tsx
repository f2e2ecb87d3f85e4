/** The bar above every page: city, language, 'For Businesses', logo and the account actions. */
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { CalendarIcon, LogoMark, MapPinIcon, SearchIcon } from '@/components/icons/icons';
import { LocationBanner, useOptionalUserLocation } from '@/features/location';
import { HeldTableNotice } from '@/features/notify';
import { useSession } from '@/lib/session';
import { LanguageToggle } from './language-toggle';
import { NotificationsMenu } from './notifications-menu';
import { ProfileMenu } from './profile-menu';
import { SignedOutActions } from './signed-out-actions';
import styles from './top-bar.module.css';

// Only signed-in diners have reservations: their menu (and the reservation contracts it parses
// with) loads after the first paint instead of weighing on every page's first load.
const UpcomingReservationsMenu = lazy(() =>
  import('./upcoming-reservations-menu').then((m) => ({ default: m.UpcomingReservationsMenu })),
);

export function TopBar() {
  const { t } = useTranslation();
  const { user, checking } = useSession();
  const city = useOptionalUserLocation()?.location?.city ?? t('topBar.defaultCity');

  return (
    <header className={styles.header}>
      <div className={styles.utility}>
        <div className={styles.utilityInner}>
          <p className={styles.city}>
            <MapPinIcon size={16} />
            <span className="visually-hidden">{t('topBar.city', { city })}</span>
            <span aria-hidden="true">{city}</span>
          </p>
          <div className={styles.utilityLinks}>
            <LanguageToggle />
            <Link to="/business" className={styles.utilityButton}>
              {t('topBar.forBusinesses')}
            </Link>
          </div>
        </div>
      </div>
      <nav
        className={user || checking ? styles.main : `${styles.main} ${styles.signedOut}`}
        aria-label={t('topBar.navigation')}
      >
        <Link to="/" className={styles.logo}>
          <LogoMark />
          <span>{t('app.name')}</span>
        </Link>
        <div className={styles.actions}>
          {checking ? (
            // Neither the account menus nor 'Sign in': the session is not known yet.
            <span className={styles.accountPlaceholder} aria-hidden="true" />
          ) : user ? (
            <>
              <Suspense
                fallback={
                  <span className={styles.iconButton} aria-hidden="true">
                    <CalendarIcon />
                  </span>
                }
              >
                <UpcomingReservationsMenu userId={user.id} />
              </Suspense>
              <NotificationsMenu userId={user.id} />
              <ProfileMenu user={user} />
            </>
          ) : (
            <SignedOutActions />
          )}
          <Link to="/search" className={styles.iconButton} aria-label={t('topBar.search')}>
            <SearchIcon />
          </Link>
        </div>
      </nav>
      {user && (
        <Suspense fallback={null}>
          <HeldTableNotice userId={user.id} />
        </Suspense>
      )}
      <LocationBanner />
    </header>
  );
}
