/** Acts on several past searches at once: select all, remove the selected ones, clear all. */
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import styles from './past-searches.module.css';
import '@/i18n/bundles/topic-search-texts';

type BatchToolbarProps = {
  total: number;
  selected: number;
  onSelectAll: (selected: boolean) => void;
  onRemoveSelected: () => void;
  onClearAll: () => void;
};

export function BatchToolbar({
  total,
  selected,
  onSelectAll,
  onRemoveSelected,
  onClearAll,
}: BatchToolbarProps) {
  const { t } = useTranslation();
  const allRef = useRef<HTMLInputElement>(null);
  const some = selected > 0 && selected < total;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some;
  }, [some]);

  return (
    <div className={styles.toolbar} role="group" aria-label={t('topicSearch.past.toolbar')}>
      <label className={styles.selectAll}>
        <input
          ref={allRef}
          type="checkbox"
          checked={total > 0 && selected === total}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        {t('topicSearch.past.selectAll')}
      </label>
      <span className={styles.count} aria-live="polite">
        {selected > 0 ? t('topicSearch.past.selected', { count: selected }) : ''}
      </span>
      <div className={styles.batchActions}>
        <Button variant="secondary" size="sm" disabled={selected === 0} onClick={onRemoveSelected}>
          {t('topicSearch.past.removeSelected')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onClearAll}>
          {t('topicSearch.past.clearAll')}
        </Button>
      </div>
    </div>
  );
}
