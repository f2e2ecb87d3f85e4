/** Open, Handled or All: which inquiries the list shows; styled like the dashboard's view switch. */
import { useTranslation } from 'react-i18next';
import type { InquiryFilter as Filter } from '../api/admin-keys';
import { inquiryFilters } from '../hooks/use-inquiry-filter';
import styles from './view-switch.module.css';
import '@/i18n/bundles/admin-texts';

type InquiryFilterProps = { filter: Filter; onChange: (filter: Filter) => void };

export function InquiryFilter({ filter, onChange }: InquiryFilterProps) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('admin.inquiries.filterLabel')}
      className={`${styles.switch} ${styles.filter}`}
    >
      {inquiryFilters.map((option) => (
        <button
          key={option}
          type="button"
          className={`${styles.item} ${styles.compact} ${option === filter ? styles.active : ''}`}
          aria-pressed={option === filter}
          onClick={() => onChange(option)}
        >
          {t(`admin.inquiries.filters.${option}`)}
        </button>
      ))}
    </div>
  );
}
