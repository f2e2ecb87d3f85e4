/** Open, Handled or All: which inquiries the list shows. */
import { useTranslation } from '@/i18n/use-translation';
import type { InquiryFilter as Filter } from '../api/admin-keys';
import { inquiryFilters } from '../hooks/use-inquiry-filter';
import { FilterSwitch } from './filter-switch';
import '@/i18n/bundles/admin-texts';

type InquiryFilterProps = { filter: Filter; onChange: (filter: Filter) => void };

export function InquiryFilter({ filter, onChange }: InquiryFilterProps) {
  const { t } = useTranslation();
  return (
    <FilterSwitch
      label={t('admin.inquiries.filterLabel')}
      options={inquiryFilters}
      value={filter}
      optionLabel={(option) => t(`admin.inquiries.filters.${option}`)}
      onChange={onChange}
    />
  );
}
