/**
 * 'Past searches': newest first, each with its status, and the batch toolbar. Status
 * changes are announced in one polite live region rather than by the whole list.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PAST_SEARCH_KEEP_DAYS } from '@tablefor/shared';
import type { UpdateSearch } from '../hooks/use-past-searches';
import { useStatusAnnouncements } from '../hooks/use-status-announcements';
import { checkAgain, type PastSearch } from '../lib/past-searches';
import { BatchToolbar } from './batch-toolbar';
import { ConfirmDialog } from './confirm-dialog';
import { PastSearchItem } from './past-search-item';
import styles from './past-searches.module.css';
import '@/i18n/bundles/topic-search-texts';

type PastSearchesProps = {
  searches: readonly PastSearch[];
  update: UpdateSearch;
  remove: (taskIds: ReadonlySet<string>) => void;
  clear: () => void;
};

export function PastSearches({ searches, update, remove, clear }: PastSearchesProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [confirmingClear, setConfirmingClear] = useState(false);
  const announcement = useStatusAnnouncements(searches);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [removals, setRemovals] = useState(0);
  // The removed searches' buttons are gone: the focus goes back to the list's title (after a
  // dialog has closed and given the page back its focus).
  useEffect(() => {
    if (removals > 0) titleRef.current?.focus();
  }, [removals]);
  // Searches removed elsewhere (another tab, their age) drop out of the selection.
  const selected = new Set(searches.filter((s) => picked.has(s.taskId)).map((s) => s.taskId));

  function removeSearches(taskIds: ReadonlySet<string>) {
    remove(taskIds);
    setPicked(new Set([...selected].filter((taskId) => !taskIds.has(taskId))));
    setRemovals((count) => count + 1);
  }

  function select(taskId: string, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(taskId);
    else next.delete(taskId);
    setPicked(next);
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.heading}>
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
          {t('topicSearch.past.title')}
        </h2>
        <p className={styles.kept}>{t('topicSearch.past.kept', { days: PAST_SEARCH_KEEP_DAYS })}</p>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {searches.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('topicSearch.past.emptyTitle')}</p>
          <p>{t('topicSearch.past.emptyText')}</p>
        </div>
      ) : (
        <>
          <BatchToolbar
            total={searches.length}
            selected={selected.size}
            onSelectAll={(on) => setPicked(new Set(on ? searches.map((s) => s.taskId) : []))}
            onRemoveSelected={() => removeSearches(selected)}
            onClearAll={() => setConfirmingClear(true)}
          />
          <ul className={styles.list}>
            {searches.map((search) => (
              <PastSearchItem
                key={search.taskId}
                search={search}
                selected={selected.has(search.taskId)}
                onSelect={(on) => select(search.taskId, on)}
                onRemove={() => removeSearches(new Set([search.taskId]))}
                onCheckAgain={() => update(search.taskId, checkAgain)}
              />
            ))}
          </ul>
        </>
      )}
      {confirmingClear && (
        <ConfirmDialog
          title={t('topicSearch.past.clearTitle')}
          text={t('topicSearch.past.clearText')}
          confirmLabel={t('topicSearch.past.clearAll')}
          destructive
          onConfirm={() => {
            clear();
            setPicked(new Set());
            setConfirmingClear(false);
            setRemovals((count) => count + 1);
          }}
          onClose={() => setConfirmingClear(false)}
        />
      )}
    </section>
  );
}
