/**
 * One past search: its topic and filters, status, a progress bar while it runs, and what it came
 * to. Only a completed search with results opens (the whole card is its link).
 */
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { topicSearchCodes } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { CloseIcon } from '@/components/icons/icons';
import { canCheckAgain, hasResults, isRunning, type PastSearch } from '../lib/past-searches';
import { resultsPath } from '../lib/routes';
import { codeText } from '../lib/search-error-text';
import { StatusChip } from './status-chip';
import styles from './past-search-item.module.css';
import '@/i18n/bundles/topic-search-texts';

type PastSearchItemProps = {
  search: PastSearch;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onRemove: () => void;
  onCheckAgain: () => void;
};

export function PastSearchItem({
  search,
  selected,
  onSelect,
  onRemove,
  onCheckAgain,
}: PastSearchItemProps) {
  const { t } = useTranslation();
  const { topic, status } = search;
  const opens = hasResults(search);
  return (
    <li
      className={`${styles.item} ${opens ? styles.opens : ''} ${selected ? styles.selected : ''}`}
    >
      <input
        type="checkbox"
        className={styles.check}
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={t('topicSearch.past.select', { topic })}
      />
      <div className={styles.body}>
        <div className={styles.head}>
          <h3 className={styles.topic}>
            {opens ? (
              <Link to={resultsPath(search.taskId)} className={styles.link}>
                {topic}
              </Link>
            ) : (
              topic
            )}
          </h3>
          <StatusChip status={status} />
        </div>
        <SearchSummary search={search} />
        {isRunning(search) && (
          <div className={styles.running}>
            <div
              className={styles.progress}
              role="progressbar"
              aria-label={t('topicSearch.past.progress')}
            />
            <span className={styles.muted}>{t('topicSearch.past.searching')}</span>
          </div>
        )}
        {status === 'completed' && (
          <p className={opens ? styles.outcome : styles.muted}>
            {opens
              ? t('topicSearch.past.results', { count: search.resultCount ?? 0 })
              : codeText(t, topicSearchCodes.noResults)}
            {opens && (
              <span aria-hidden="true">
                {' · '}
                <span className={styles.nowrap}>{t('topicSearch.past.viewResults')} →</span>
              </span>
            )}
          </p>
        )}
        {status === 'error' && search.error && (
          <div className={styles.failure}>
            <p>{codeText(t, search.error.code, search.error.text)}</p>
            {canCheckAgain(search) && (
              <Button
                variant="secondary"
                size="sm"
                className={styles.raised}
                onClick={onCheckAgain}
              >
                {t('topicSearch.past.checkAgain')}
              </Button>
            )}
          </div>
        )}
      </div>
      <button
        type="button"
        className={styles.remove}
        onClick={onRemove}
        aria-label={t('topicSearch.past.remove', { topic })}
      >
        <CloseIcon size={18} />
      </button>
    </li>
  );
}

/** 'Los Angeles · Small · Founded after 2010 · Local directory · Started 3 May, 10:42'. */
function SearchSummary({ search }: { search: PastSearch }) {
  const { t, i18n } = useTranslation();
  const { location, size, founded_after, config } = search.params;
  const filters = [
    location,
    size && t(`topicSearch.form.sizes.${size}`),
    founded_after && t('topicSearch.past.foundedAfter', { year: founded_after }),
    t(`topicSearch.form.providers.${config.search_provider}`),
  ].filter(Boolean);
  const started = new Date(search.createdAt);
  const time = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(started);
  return (
    <p className={styles.muted}>
      {filters.join(' · ')}
      <br />
      <time dateTime={started.toISOString()}>{t('topicSearch.past.startedAt', { time })}</time>
    </p>
  );
}
