/** 'Sort by': relevance, distance, rating, price, name, popularity. */
import { useTranslation } from '@/i18n/use-translation';
import { SORT_OPTIONS, type SortOption } from '@tablefor/shared';
import styles from './results-toolbar.module.css';

export function SortSelect({
  value,
  onChange,
}: {
  value: SortOption;
  onChange: (sort: SortOption) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className={styles.sort}>
      <span className={styles.sortLabel}>{t('results.sortBy')}</span>
      <select
        className={styles.sortSelect}
        value={value}
        onChange={(event) => onChange(event.target.value as SortOption)}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(`results.sort.${option}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
