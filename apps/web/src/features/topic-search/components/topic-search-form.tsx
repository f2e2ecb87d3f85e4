/**
 * The search form: filters, advanced settings, and 'Search' to start a task, which
 * needs an account (signed out, the form says so and 'Search' asks to sign in first).
 */
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { Notice } from '@/components/notice/notice';
import { SearchIcon } from '@/components/icons/icons';
import { useSearchForm } from '../hooks/use-search-form';
import type { PastSearch } from '../lib/past-searches';
import { startFailure } from '../lib/search-error-text';
import { AdvancedSettings } from './advanced-settings';
import { SearchFormFields } from './search-form-fields';
import styles from './topic-search-form.module.css';
import '@/i18n/bundles/topic-search-texts';

export function TopicSearchForm({ onStarted }: { onStarted: (search: PastSearch) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useSearchForm(onStarted);
  const { start } = form;
  const failure = start.isError ? startFailure(t, start.error) : null;
  return (
    <form
      ref={form.formRef}
      className={styles.form}
      onSubmit={form.submit}
      noValidate
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={styles.title}>
        {t('topicSearch.form.title')}
      </h2>
      <SearchFormFields form={form} />
      <AdvancedSettings form={form} />
      {failure && (
        <Notice tone="danger" live title={failure.title} onDismiss={() => start.reset()}>
          {failure.reason && <p>{failure.reason}</p>}
        </Notice>
      )}
      {form.signInDismissed && <Notice tone="info" live title={t('topicSearch.form.notStarted')} />}
      <Button type="submit" size="lg" fullWidth loading={start.isPending}>
        {!start.isPending && <SearchIcon size={20} />}
        {t('topicSearch.form.submit')}
      </Button>
      {!form.signedIn && !form.signInDismissed && (
        <p className={styles.note}>{t('topicSearch.form.accountNote')}</p>
      )}
      <p className="visually-hidden" role="status">
        {form.startedTopic ? t('topicSearch.form.started', { topic: form.startedTopic }) : ''}
      </p>
    </form>
  );
}
