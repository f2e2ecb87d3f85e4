/** The bar above every page: city, language, 'For Businesses', logo and the account actions. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogoMark, MapPinIcon, SearchIcon } from '@/components/icons/icons';
import { LocationBanner, useOptionalUserLocation } from '@/features/location';
import { useSession } from '@/lib/session';
import { LanguageToggle } from './language-toggle';
import { NotificationsMenu } from './notifications-menu';
import { ProfileMenu } from './profile-menu';
import { SignedOutActions } from './signed-out-actions';
import { UpcomingReservationsMenu } from './upcoming-reservations-menu';
import styles from './top-bar.module.css';

export function TopBar() {
  const { t } = useTranslation();
  const { user } = useSession();
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
      <nav className={styles.main} aria-label={t('topBar.navigation')}>
        <Link to="/" className={styles.logo}>
          <LogoMark />
          <span>{t('app.name')}</span>
        </Link>
        <div className={styles.actions}>
          {user ? (
            <>
              <UpcomingReservationsMenu userId={user.id} />
              <NotificationsMenu />
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
      <LocationBanner />
    </header>
  );
}
