/**
 * /create-restaurant/topic-search: the search form and the past searches, polled
 * while they run (also after a reload). Starting a search needs an account, as saving results
 * does.
 */
import { useTranslation } from '@/i18n/use-translation';
import { CreateModeToggle } from '@/components/create-mode-toggle/create-mode-toggle';
import { PageHeader } from '@/components/page-header/page-header';
import { PastSearches } from '../components/past-searches';
import { TopicSearchForm } from '../components/topic-search-form';
import { usePastSearches } from '../hooks/use-past-searches';
import { useTaskPolling } from '../hooks/use-task-polling';
import styles from './topic-search-page.module.css';
import '@/i18n/bundles/topic-search-texts';

export function TopicSearchPage() {
  const { t } = useTranslation();
  const { searches, add, update, remove, clear } = usePastSearches();
  useTaskPolling(searches, update);
  return (
    <div className={styles.page}>
      <title>{`${t('topicSearch.heading')} · ${t('app.name')}`}</title>
      <PageHeader
        eyebrow={t('topicSearch.eyebrow')}
        title={t('topicSearch.heading')}
        intro={t('topicSearch.intro')}
        introWidth="wide"
      >
        <CreateModeToggle active="search" />
      </PageHeader>
      <div className={styles.columns}>
        <div>
          <TopicSearchForm onStarted={add} />
        </div>
        <PastSearches searches={searches} update={update} remove={remove} clear={clear} />
      </div>
    </div>
  );
}
