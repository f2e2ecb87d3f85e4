/**
 * A completed task's results: 'Query: <topic>', 'Found N results', the cards to choose
 * from, and what to do with the chosen ones: export them as CSV, or save them as listings.
 */
import { useEffect, useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { EXPORT_FILE_NAME, type Company, type TopicSearchStatus } from '@tablefor/shared';
import { BackLink } from '@/components/back-link/back-link';
import { Button } from '@/components/button/button';
import { Notice } from '@/components/notice/notice';
import { useAuthDialog } from '@/lib/auth-dialog';
import { useResultSelection } from '../hooks/use-result-selection';
import { useSaveResults } from '../hooks/use-save-results';
import { csvFile } from '../lib/csv-writer';
import { downloadFile } from '../lib/download-file';
import { resultsCsvRecords, type ResultCsvColumn } from '../lib/results-csv';
import { TOPIC_SEARCH_PATH } from '../lib/routes';
import { ConfirmDialog } from './confirm-dialog';
import { ResultCard } from './result-card';
import { ResultsHeader } from './results-header';
import { ResultsToolbar } from './results-toolbar';
import { SaveNotice } from './save-notice';
import styles from './search-results.module.css';
import '@/i18n/bundles/topic-search-texts';

type SearchResultsProps = { status: TopicSearchStatus; companies: readonly Company[] };

export function SearchResults({ status, companies }: SearchResultsProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const checkboxId = (index: number) => `${idPrefix}-result-${index}`;
  const selection = useResultSelection(status.task_id, companies);
  const saving = useSaveResults(status.task_id, companies, selection);
  const count = saving.chosen.length;

  // After a save, the first saved card takes the focus: its checkbox now reads as saved.
  const { focus } = saving;
  useEffect(() => {
    if (focus) document.getElementById(`${idPrefix}-result-${focus.index}`)?.focus();
  }, [focus, idPrefix]);

  function exportCsv() {
    const chosen = saving.chosen.flatMap((index) => companies[index] ?? []);
    const header = (column: ResultCsvColumn) => t(`topicSearch.csvColumns.${column}`);
    downloadFile(csvFile(resultsCsvRecords(chosen, header)), EXPORT_FILE_NAME);
  }

  return (
    <div className={styles.page}>
      <BackLink to={TOPIC_SEARCH_PATH}>{t('topicSearch.results.back')}</BackLink>
      <ResultsHeader status={status} count={companies.length} />
      {!saving.signedIn && <AccountNotice dismissed={saving.signInDismissed} />}
      <div className={styles.notices}>
        {saving.notice && <SaveNotice notice={saving.notice} onDismiss={saving.hideNotice} />}
      </div>
      <div className={styles.listHeader}>
        <h2 id={`${idPrefix}-list`} className={styles.listTitle}>
          {t('topicSearch.results.list')}
        </h2>
        <div className={styles.listActions}>
          <Button
            variant="ghost"
            size="sm"
            onClick={selection.selectAll}
            disabled={count === selection.selectable}
          >
            {t('topicSearch.results.selectAll')}
          </Button>
          <Button variant="ghost" size="sm" onClick={selection.clear} disabled={count === 0}>
            {t('topicSearch.results.clear')}
          </Button>
        </div>
      </div>
      <ul className={styles.grid} aria-labelledby={`${idPrefix}-list`}>
        {companies.map((company, index) => (
          <li key={checkboxId(index)}>
            <ResultCard
              company={company}
              checkboxId={checkboxId(index)}
              selected={selection.selected.has(index)}
              outcome={selection.saved[index]}
              onToggle={() => selection.toggle(index)}
            />
          </li>
        ))}
      </ul>
      <ResultsToolbar
        selected={count}
        total={companies.length}
        selectable={selection.selectable}
        onExport={exportCsv}
        onSave={saving.requestSave}
      />
      {saving.confirming && (
        <ConfirmDialog
          title={t('topicSearch.results.confirm.title', { count })}
          text={t('topicSearch.results.confirm.text')}
          confirmLabel={t('topicSearch.results.confirm.confirm')}
          pending={saving.saving}
          onConfirm={saving.confirm}
          onClose={saving.cancel}
        />
      )}
    </div>
  );
}

/** Said to a signed-out visitor up front: choosing is open to all, saving needs an account. */
function AccountNotice({ dismissed }: { dismissed: boolean }) {
  const { t } = useTranslation();
  const { open } = useAuthDialog();
  return (
    <Notice tone="info" live={dismissed} title={t('topicSearch.results.account.title')}>
      <p>
        {dismissed
          ? t('topicSearch.results.account.notSaved')
          : t('topicSearch.results.account.text')}
      </p>
      <div className={styles.accountActions}>
        <Button size="sm" onClick={() => open('sign-in')}>
          {t('topicSearch.results.account.signIn')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => open('sign-up')}>
          {t('topicSearch.results.account.signUp')}
        </Button>
      </div>
    </Notice>
  );
}
