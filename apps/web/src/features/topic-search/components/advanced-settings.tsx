/**
 * 'Advanced settings', folded away by default: how many queries, results per query and reflection
 * steps a task makes, and where it looks. Kept in this browser for the next search.
 */
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import {
  REFLECTION_STEPS_RANGE,
  SEARCH_QUERIES_RANGE,
  SEARCH_RESULTS_RANGE,
} from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { ChevronDownIcon } from '@/components/icons/icons';
import { Select } from '@/components/select/select';
import { TextField } from '@/components/text-field/text-field';
import type { SearchForm } from '../hooks/use-search-form';
import styles from './topic-search-form.module.css';
import '@/i18n/bundles/topic-search-texts';

const numberFields = [
  { name: 'max_search_queries', label: 'maxQueries', range: SEARCH_QUERIES_RANGE },
  { name: 'max_search_results', label: 'maxResults', range: SEARCH_RESULTS_RANGE },
  { name: 'max_reflection_steps', label: 'reflectionSteps', range: REFLECTION_STEPS_RANGE },
] as const;

export function AdvancedSettings({ form }: { form: SearchForm }) {
  const { t } = useTranslation();
  const regionId = useId();
  const { advancedOpen: open, setAdvancedOpen } = form;
  const providerOptions = form.providers.map((provider) => ({
    value: provider,
    label: t(`topicSearch.form.providers.${provider}`),
  }));
  return (
    <div className={styles.advanced}>
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setAdvancedOpen(!open)}
      >
        <span>{t('topicSearch.form.advanced')}</span>
        <ChevronDownIcon size={18} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <div id={regionId} className={styles.advancedBody} hidden={!open}>
        <p className={styles.note}>{t('topicSearch.form.advancedNote')}</p>
        <div className={styles.settings}>
          {numberFields.map(({ name, label, range }) => (
            <TextField
              key={name}
              {...form.field(name)}
              type="number"
              inputMode="numeric"
              min={range.min}
              max={range.max}
              label={t(`topicSearch.form.${label}`)}
              hint={t('topicSearch.form.rangeHint', range)}
            />
          ))}
          <Select
            name="search_provider"
            label={t('topicSearch.form.provider')}
            options={providerOptions}
            value={form.values.search_provider}
            onChange={(event) => form.setField('search_provider', event.target.value)}
            error={form.errorOf('search_provider')}
          />
        </div>
        <Button variant="ghost" size="sm" onClick={form.resetAdvanced}>
          {t('topicSearch.form.resetDefaults')}
        </Button>
      </div>
    </div>
  );
}
