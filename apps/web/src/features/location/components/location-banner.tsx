/**
 * 'Find restaurants near you!': appears 3 s after load when no location is known, with Allow
 * (detection, device first) and a dismiss button remembered for the session. When the device
 * position could not be used it stays to say why and which city is shown instead. Only on the
 * pages where a location serves the diner (home, search, a restaurant's pages): on business,
 * wizard, claim, admin and console pages it would only cover what the page is for.
 */
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { LOCATION_PROMPT_DELAY_MS } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { CloseIcon, MapPinIcon } from '@/components/icons/icons';
import { useOptionalUserLocation } from '../location-context';
import styles from './location-banner.module.css';

export const BANNER_DISMISSED_KEY = 'locationBannerDismissed';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(BANNER_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Where the diner's location changes what the page shows. */
export function locationServesPage(pathname: string): boolean {
  if (pathname === '/' || pathname === '/search' || pathname === '/search-results') return true;
  const restaurant = /^\/restaurants\/\d+(\/(reviews|reservations))?\/?$/;
  return restaurant.test(pathname);
}

export function LocationBanner() {
  const state = useOptionalUserLocation();
  const { pathname } = useLocation();
  return state && locationServesPage(pathname) ? <Banner state={state} /> : null;
}

function Banner({ state }: { state: NonNullable<ReturnType<typeof useOptionalUserLocation>> }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { location, loading, requestLocation } = state;
  const [due, setDue] = useState(false);
  const [dismissed, setDismissed] = useState(readDismissed);
  const [allowed, setAllowed] = useState(false);
  const { error } = state;
  const known = location !== null;

  useEffect(() => {
    if (known || dismissed) return;
    const timer = setTimeout(() => setDue(true), LOCATION_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [known, dismissed]);

  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(BANNER_DISMISSED_KEY, 'true');
    } catch {
      // Without storage the banner stays away until the page reloads.
    }
  };
  const allow = () => {
    setAllowed(true);
    void requestLocation();
  };

  const showingNotice = allowed && !loading && known && error !== null;
  if (dismissed || !due || (known && !showingNotice)) return null;

  return (
    <section className={styles.banner} role="region" aria-labelledby={titleId}>
      <span className={styles.icon} aria-hidden="true">
        <MapPinIcon size={20} />
      </span>
      {showingNotice ? (
        <div className={styles.text} role="status">
          <p id={titleId} className={styles.title}>
            {t('location.banner.fallbackTitle', { city: location?.city ?? location?.address })}
          </p>
          <p className={styles.body}>
            {error &&
              t('location.banner.fallbackReason', {
                reason: t(`errors.location.${error.code}`),
              })}
          </p>
        </div>
      ) : (
        <>
          <div className={styles.text}>
            <p id={titleId} className={styles.title}>
              {t('location.banner.title')}
            </p>
            <p className={styles.body}>
              {t('location.banner.text', { neighborhood: t('location.defaultNeighborhood') })}
            </p>
          </div>
          <div className={styles.actions}>
            <Button size="sm" onClick={allow} loading={loading}>
              {loading ? t('location.banner.locating') : t('location.banner.allow')}
            </Button>
          </div>
        </>
      )}
      <button
        type="button"
        className={styles.dismiss}
        onClick={dismiss}
        aria-label={t('location.banner.dismiss')}
      >
        <CloseIcon size={18} />
      </button>
    </section>
  );
}
