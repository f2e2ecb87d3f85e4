/** 'Query: <topic>', 'Found N results', and where and how the task searched. */
import { useTranslation } from '@/i18n/use-translation';
import type { TopicSearchStatus } from '@tablefor/shared';
import pageHeader from '@/components/page-header/page-header.module.css';
import styles from './search-results.module.css';
import '@/i18n/bundles/topic-search-texts';

export function ResultsHeader({ status, count }: { status: TopicSearchStatus; count: number }) {
  const { t } = useTranslation();
  const metadata = status.result?.metadata;
  return (
    <header className={styles.header}>
      <title>{`${t('topicSearch.results.query', { topic: status.topic })} · ${t('app.name')}`}</title>
      <p className={pageHeader.eyebrow}>{t('topicSearch.results.eyebrow')}</p>
      <h1 className={`${pageHeader.title} ${styles.title}`}>
        {t('topicSearch.results.query', { topic: status.topic })}
      </h1>
      <p className={styles.found}>{t('topicSearch.results.found', { count })}</p>
      {metadata && (
        <div className={styles.meta}>
          <p>
            {t('topicSearch.results.source', {
              provider: t(`topicSearch.form.providers.${metadata.provider}`),
            })}
          </p>
          {metadata.queries.length > 0 && (
            <details className={styles.queries}>
              <summary>{t('topicSearch.results.queriesTitle')}</summary>
              <ul>
                {metadata.queries.map((query) => (
                  <li key={query}>{query}</li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
    </header>
  );
}
