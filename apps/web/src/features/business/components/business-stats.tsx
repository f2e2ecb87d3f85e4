/** The four marketing figures, overlapping the bottom of the hero. */
import { useTranslation } from '@/i18n/use-translation';
import '@/i18n/bundles/business-texts';
import styles from './business-sections.module.css';

export function BusinessStats() {
  const { t } = useTranslation();
  const stats = [
    { value: t('business.stats.restaurantsValue'), label: t('business.stats.restaurantsLabel') },
    { value: t('business.stats.bookingsValue'), label: t('business.stats.bookingsLabel') },
    {
      value: t('business.stats.satisfactionValue'),
      label: t('business.stats.satisfactionLabel'),
    },
    { value: t('business.stats.supportValue'), label: t('business.stats.supportLabel') },
  ];
  return (
    <section className={styles.stats} aria-label={t('business.stats.label')}>
      <dl className={styles.statList}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.statLabel}>{stat.label}</dt>
            <dd className={styles.statValue}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
