/**
 * The results' action bar, kept in view at the bottom of the screen: how many are chosen, then
 * 'Export CSV' and 'Save Selected Results'.
 */
import { useTranslation } from '@/i18n/use-translation';
import { MAX_SAVED_RESULTS, topicSearchCodes } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { errorText } from '@/lib/error-text';
import styles from './search-results.module.css';
import '@/i18n/bundles/topic-search-texts';

type ResultsToolbarProps = {
  selected: number;
  total: number;
  onExport: () => void;
  onSave: () => void;
};

export function ResultsToolbar({ selected, total, onExport, onSave }: ResultsToolbarProps) {
  const { t } = useTranslation();
  const tooMany = selected > MAX_SAVED_RESULTS;
  return (
    <div className={styles.toolbar} role="group" aria-label={t('topicSearch.results.toolbar')}>
      <p className={styles.count} aria-live="polite">
        {t('topicSearch.results.selectedCount', { selected, total })}
      </p>
      {tooMany && (
        <p className={styles.tooMany} role="alert">
          {errorText(t, { code: topicSearchCodes.tooManyToSave })}
        </p>
      )}
      <Button
        variant="secondary"
        className={styles.export}
        onClick={onExport}
        disabled={selected === 0}
      >
        {t('topicSearch.results.export')}
      </Button>
      <Button className={styles.save} onClick={onSave} disabled={selected === 0 || tooMany}>
        {t('topicSearch.results.save')}
      </Button>
    </div>
  );
}
