/** The business page's hero: the promise, the two calls to action and a booking taken overnight. */
import { useTranslation } from '@/i18n/use-translation';
import { Button, ButtonLink } from '@/components/button/button';
import '@/i18n/bundles/business-texts';
import { CheckIcon } from '@/components/icons/page-icons';
import styles from './business-hero.module.css';
import { responsiveSrcSet } from '@tablefor/shared';

export function BusinessHero({ onSeeHowItWorks }: { onSeeHowItWorks: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} aria-labelledby="business-hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{t('business.hero.eyebrow')}</p>
          <h1 id="business-hero-title" className={styles.headline}>
            {t('business.hero.headline')}
          </h1>
          <p className={styles.lead}>{t('business.hero.lead')}</p>
          <div className={styles.actions}>
            <ButtonLink to="/business/get-started" size="lg">
              {t('business.hero.listRestaurant')}
            </ButtonLink>
            <Button
              size="lg"
              variant="ghost"
              className={styles.secondaryAction}
              onClick={onSeeHowItWorks}
            >
              {t('business.hero.seeHowItWorks')}
            </Button>
          </div>
        </div>
        <div className={styles.visual}>
          <img
            src="/images/restaurants/4.svg"
            srcSet={responsiveSrcSet('/images/restaurants/4.svg')}
            sizes="(min-width: 768px) 560px, 100vw"
            alt={t('business.hero.imageAlt')}
            width={800}
            height={600}
            className={styles.image}
          />
          {/* An illustration of the assistant at work, not a real booking. */}
          <div className={styles.bookingCard} aria-hidden="true">
            <span className={styles.bookingIcon}>
              <CheckIcon size={18} />
            </span>
            <span className={styles.bookingText}>
              <strong>{t('business.hero.bookingCard.label')}</strong>
              <span>{t('business.hero.bookingCard.detail')}</span>
              <span className={styles.bookingSource}>{t('business.hero.bookingCard.source')}</span>
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
