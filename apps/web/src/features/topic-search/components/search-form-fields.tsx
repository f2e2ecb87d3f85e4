/** The search form's filters: topic (required), location, size and founding year. */
import { useTranslation } from '@/i18n/use-translation';
import { companySizes, FOUNDED_AFTER_MIN } from '@tablefor/shared';
import { Select } from '@/components/select/select';
import { TextField } from '@/components/text-field/text-field';
import type { SearchForm } from '../hooks/use-search-form';
import styles from './topic-search-form.module.css';
import '@/i18n/bundles/topic-search-texts';

export function SearchFormFields({ form }: { form: SearchForm }) {
  const { t } = useTranslation();
  const currentYear = new Date().getFullYear();
  const sizeOptions = [
    { value: '', label: t('topicSearch.form.anySize') },
    ...companySizes.map((size) => ({ value: size, label: t(`topicSearch.form.sizes.${size}`) })),
  ];
  return (
    <>
      <TextField
        {...form.field('topic')}
        label={t('topicSearch.form.topic')}
        placeholder={t('topicSearch.form.topicPlaceholder')}
        hint={t('topicSearch.form.topicHint')}
        aria-required="true"
        autoComplete="off"
      />
      <TextField
        {...form.field('location')}
        label={t('topicSearch.form.location')}
        placeholder={t('topicSearch.form.locationPlaceholder')}
        autoComplete="address-level2"
      />
      <Select
        name="size"
        label={t('topicSearch.form.size')}
        options={sizeOptions}
        value={form.values.size}
        onChange={(event) => form.setField('size', event.target.value)}
        error={form.errorOf('size')}
      />
      <TextField
        {...form.field('founded_after')}
        type="number"
        inputMode="numeric"
        min={FOUNDED_AFTER_MIN}
        max={currentYear}
        label={t('topicSearch.form.foundedAfter')}
        placeholder={t('topicSearch.form.foundedAfterPlaceholder')}
        hint={t('topicSearch.form.foundedAfterHint', { min: FOUNDED_AFTER_MIN, max: currentYear })}
      />
      <p className={styles.note}>{t('topicSearch.form.filtersNote')}</p>
    </>
  );
}
