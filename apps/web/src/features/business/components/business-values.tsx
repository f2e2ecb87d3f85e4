/** Why restaurants choose the product: three value propositions. */
import { useTranslation } from '@/i18n/use-translation';
import '@/i18n/bundles/business-texts';
import { ClockIcon, SlidersIcon, UsersIcon } from '@/components/icons/page-icons';
import { IconCardGrid } from './icon-card-grid';
import { SectionHeading } from './section-heading';
import styles from './business-sections.module.css';

export function BusinessValues() {
  const { t } = useTranslation();
  const values = [
    { Icon: UsersIcon, title: t('business.values.reach'), text: t('business.values.reachText') },
    { Icon: ClockIcon, title: t('business.values.time'), text: t('business.values.timeText') },
    {
      Icon: SlidersIcon,
      title: t('business.values.control'),
      text: t('business.values.controlText'),
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="business-values-title">
      <div className={styles.inner}>
        <SectionHeading
          id="business-values-title"
          eyebrow={t('business.values.eyebrow')}
          title={t('business.values.title')}
          lead={t('business.values.lead')}
        />
        <IconCardGrid cards={values} />
      </div>
    </section>
  );
}
