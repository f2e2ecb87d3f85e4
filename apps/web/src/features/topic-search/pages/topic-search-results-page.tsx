/**
 * /create-restaurant/topic-search/results/{taskId}: the task's results to choose from;
 * 'Search Not Found' for a task the service does not know; a task still running shows so and is
 * polled until it ends.
 */
import { useParams } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { topicSearchCodes } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { PageLoading } from '@/components/page-state/page-state';
import { isRunning, useSearchStatus } from '../api/get-search-status';
import { isTaskNotFound } from '../api/search-service';
import { SearchResults } from '../components/search-results';
import { SearchState } from '../components/search-state';
import { codeText } from '../lib/search-error-text';
import '@/i18n/bundles/topic-search-texts';

export function TopicSearchResultsPage() {
  const { taskId = '' } = useParams();
  // A new task is a new page: nothing chosen on one carries over to another.
  return <TaskResults key={taskId} taskId={taskId} />;
}

function TaskResults({ taskId }: { taskId: string }) {
  const { t } = useTranslation();
  const status = useSearchStatus(taskId);
  const text = (code: string, fallback?: string | null) => codeText(t, code, fallback);

  if (status.isPending) return <PageLoading label={t('topicSearch.results.loading')} />;
  if (status.isError) {
    return isTaskNotFound(status.error) ? (
      <SearchState
        title={text(topicSearchCodes.taskNotFound)}
        text={t('topicSearch.results.notFoundText')}
      />
    ) : (
      <SearchState
        role="alert"
        title={text(topicSearchCodes.statusFailed)}
        text={t('topicSearch.results.loadFailedText')}
      >
        <Button onClick={() => void status.refetch()}>{t('topicSearch.results.retry')}</Button>
      </SearchState>
    );
  }
  const task = status.data;
  if (isRunning(task.status)) {
    return (
      <SearchState
        role="status"
        busy
        title={t('topicSearch.results.runningTitle')}
        text={t('topicSearch.results.runningText')}
      />
    );
  }
  if (task.status === 'error') {
    return (
      <SearchState
        role="alert"
        title={t('topicSearch.results.failedTitle')}
        text={text(task.error_code ?? topicSearchCodes.taskFailed, task.error)}
      />
    );
  }
  const companies = task.result?.companies ?? [];
  if (companies.length === 0) {
    return (
      <SearchState
        title={text(topicSearchCodes.noResults)}
        text={t('topicSearch.results.noResultsText')}
      />
    );
  }
  return <SearchResults status={task} companies={companies} />;
}
