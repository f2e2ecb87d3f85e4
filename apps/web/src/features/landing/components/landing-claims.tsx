/** The three marketing claims: 1M+ diners, 5000+ restaurants, 4.9 rating. */
import { useTranslation } from '@/i18n/use-translation';
import styles from './landing-page.module.css';

export function LandingClaims() {
  const { t } = useTranslation();
  const claims = [
    { value: t('landing.claims.dinersValue'), label: t('landing.claims.dinersLabel') },
    { value: t('landing.claims.restaurantsValue'), label: t('landing.claims.restaurantsLabel') },
    { value: t('landing.claims.ratingValue'), label: t('landing.claims.ratingLabel') },
  ];
  return (
    <section className={styles.claims} aria-label={t('landing.claims.label')}>
      <ul className={styles.claimList}>
        {claims.map((claim) => (
          <li key={claim.label} className={styles.claim}>
            <strong className={styles.claimValue}>{claim.value}</strong>{' '}
            <span className={styles.claimLabel}>{claim.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
