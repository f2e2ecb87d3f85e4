/**
 * The results' action bar, kept in view at the bottom of the screen: how many are chosen, then
 * 'Export CSV' and 'Save Selected Results'; while nothing is chosen, a line under the count says
 * why both are disabled.
 */
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { MAX_SAVED_RESULTS, topicSearchCodes } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { errorText } from '@/lib/error-text';
import styles from './search-results.module.css';
import '@/i18n/bundles/topic-search-texts';

type ResultsToolbarProps = {
  selected: number;
  total: number;
  /** How many results can be chosen (those the catalogue lists already cannot). */
  selectable: number;
  onExport: () => void;
  onSave: () => void;
};

export function ResultsToolbar({
  selected,
  total,
  selectable,
  onExport,
  onSave,
}: ResultsToolbarProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const tooMany = selected > MAX_SAVED_RESULTS;
  const none = selected === 0;
  return (
    <div className={styles.toolbar} role="group" aria-label={t('topicSearch.results.toolbar')}>
      <div>
        <p className={styles.count} aria-live="polite">
          {t('topicSearch.results.selectedCount', { selected, total })}
        </p>
        {none && (
          <p id={hintId} className={styles.hint}>
            {selectable === 0
              ? t('topicSearch.results.allListedHint')
              : t('topicSearch.results.selectHint')}
          </p>
        )}
      </div>
      {tooMany && (
        <p className={styles.tooMany} role="alert">
          {errorText(t, { code: topicSearchCodes.tooManyToSave })}
        </p>
      )}
      <Button
        variant="secondary"
        className={styles.export}
        onClick={onExport}
        disabled={none}
        aria-describedby={none ? hintId : undefined}
      >
        {t('topicSearch.results.export')}
      </Button>
      <Button
        className={styles.save}
        onClick={onSave}
        disabled={none || tooMany}
        aria-describedby={none ? hintId : undefined}
      >
        {t('topicSearch.results.save')}
      </Button>
    </div>
  );
}
