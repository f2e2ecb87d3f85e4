/** The 'Create a new listing' path: the website crawl, the 6-step wizard and the review. */
import { useTranslation } from '@/i18n/use-translation';
import { ButtonLink } from '@/components/button/button';
import '@/i18n/bundles/business-texts';
import { ClockIcon, StorefrontIcon } from '@/components/icons/page-icons';
import styles from './get-started.module.css';

export function CreateListingCard() {
  const { t } = useTranslation();
  const steps = [
    t('business.getStarted.create.stepOne'),
    t('business.getStarted.create.stepTwo'),
    t('business.getStarted.create.stepThree'),
  ];
  return (
    <section className={styles.card} aria-labelledby="create-listing-title">
      <span className={styles.cardIcon}>
        <StorefrontIcon />
      </span>
      <h2 id="create-listing-title" className={styles.cardTitle}>
        {t('business.getStarted.create.title')}
      </h2>
      <p className={styles.cardText}>{t('business.getStarted.create.text')}</p>
      <h3 className={styles.stepsTitle}>{t('business.getStarted.create.stepsTitle')}</h3>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
      <p className={styles.note}>
        <ClockIcon size={18} className={styles.noteIcon} />
        {t('business.getStarted.create.note')}
      </p>
      <ButtonLink to="/create-restaurant" size="lg" fullWidth className={styles.cardAction}>
        {t('business.getStarted.create.action')}
      </ButtonLink>
    </section>
  );
}
