/** The contact form's three option lists (shared values, translated labels), each led by 'Select…'. */
import { useTranslation } from '@/i18n/use-translation';
import { contactJobTitles, contactLocationCounts, contactReasons } from '@tablefor/shared';
import type { SelectOption } from '@/components/select/select';
import '@/i18n/bundles/business-texts';

export function useContactOptions() {
  const { t } = useTranslation();
  const choose: SelectOption = { value: '', label: t('business.contact.choose') };
  return {
    jobTitle: [
      choose,
      ...contactJobTitles.map((value) => ({
        value,
        label: t(`business.contact.jobTitles.${value}`),
      })),
    ],
    numLocations: [
      choose,
      ...contactLocationCounts.map((value) => ({
        value,
        label: t(`business.contact.locationCounts.${value}`),
      })),
    ],
    contactReason: [
      choose,
      ...contactReasons.map((value) => ({ value, label: t(`business.contact.reasons.${value}`) })),
    ],
  };
}
