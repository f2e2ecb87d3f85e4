/** Why diners choose the product: three short reasons with icons. */
import { useTranslation } from '@/i18n/use-translation';
import { CalendarIcon, StarIcon, SearchIcon } from '@/components/icons/icons';
import styles from './landing-page.module.css';

export function LandingFeatures() {
  const { t } = useTranslation();
  const features = [
    {
      Icon: SearchIcon,
      title: t('landing.features.availability'),
      text: t('landing.features.availabilityText'),
    },
    {
      Icon: CalendarIcon,
      title: t('landing.features.confirmation'),
      text: t('landing.features.confirmationText'),
    },
    {
      Icon: StarIcon,
      title: t('landing.features.rewards'),
      text: t('landing.features.rewardsText'),
    },
  ];
  return (
    <section className={styles.features} aria-labelledby="landing-features-title">
      <h2 id="landing-features-title" className={styles.sectionTitle}>
        {t('landing.features.title')}
      </h2>
      <ul className={styles.featureList}>
        {features.map(({ Icon, title, text }) => (
          <li key={title} className={styles.feature}>
            <span className={styles.featureIcon}>
              <Icon />
            </span>
            <h3 className={styles.featureTitle}>{title}</h3>
            <p className={styles.featureText}>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
