/** The diner landing page at /: hero carousel, search slot, claims, reasons to join, sign-up call. */
import { useTranslation } from '@/i18n/use-translation';
import { Button, ButtonLink } from '@/components/button/button';
import { useAuthDialog } from '@/lib/auth-dialog';
import { useSession } from '@/lib/session';
import { AccountDeletedNotice } from './account-deleted-notice';
import { HeroCarousel } from './hero-carousel';
import { HomeSearchPanel } from './home-search-panel';
import { LandingClaims } from './landing-claims';
import { LandingFeatures } from './landing-features';
import styles from './landing-page.module.css';
import { PageMeta } from '@/components/page-meta/page-meta';

export function LandingPage() {
  const { t } = useTranslation();
  const { user, checking } = useSession();
  const { open } = useAuthDialog();

  return (
    <>
      <PageMeta title={t('app.name')} description={t('landing.lead')} path="/" />
      <AccountDeletedNotice />
      <HeroCarousel>
        <p className={styles.eyebrow}>{t('landing.eyebrow')}</p>
        <h1 className={styles.headline}>{t('landing.headline')}</h1>
        <p className={styles.lead}>{t('landing.lead')}</p>
        <div className={styles.heroActions}>
          <ButtonLink to="/search" size="lg">
            {t('landing.startJourney')}
          </ButtonLink>
          <ButtonLink to="/search" size="lg" variant="inverse">
            {t('landing.browse')}
          </ButtonLink>
        </div>
      </HeroCarousel>
      <HomeSearchPanel />
      <LandingClaims />
      <LandingFeatures />
      <section className={styles.cta} aria-labelledby="landing-cta-title">
        <h2 id="landing-cta-title" className={styles.ctaTitle}>
          {t('landing.cta.title')}
        </h2>
        <p className={styles.ctaText}>{t('landing.cta.text')}</p>
        {checking ? (
          // The button of whichever state the session turns out to be takes this place.
          <span className={styles.ctaPlaceholder} aria-hidden="true" />
        ) : user ? (
          <ButtonLink to="/search" size="lg" variant="inverse">
            {t('landing.browse')}
          </ButtonLink>
        ) : (
          <Button size="lg" variant="inverse" onClick={() => open('sign-up')}>
            {t('landing.cta.getStarted')}
          </Button>
        )}
      </section>
    </>
  );
}
