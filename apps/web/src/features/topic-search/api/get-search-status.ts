/**
 * GET {search service}/search/status/{taskId}: where a task is and, once completed, the companies
 * it found. A 404 means the service knows no such task.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  pollDelayMs,
  STATUS_MAX_POLLS,
  topicSearchStatusSchema,
  type TopicSearchStatus,
} from '@tablefor/shared';
import { isTaskNotFound, searchServiceRequest } from './search-service';

export function getSearchStatus(taskId: string, signal?: AbortSignal): Promise<TopicSearchStatus> {
  return searchServiceRequest(`/search/status/${encodeURIComponent(taskId)}`, {
    schema: topicSearchStatusSchema,
    signal,
  });
}

export const isRunning = (status: TopicSearchStatus['status']) =>
  status === 'pending' || status === 'in_progress';

export const searchStatusQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: ['topic-search', 'status', taskId],
    queryFn: ({ signal }) => getSearchStatus(taskId, signal),
    // A finished task does not change; an unknown one will not appear.
    staleTime: Infinity,
    retry: (failures, error) => !isTaskNotFound(error) && failures < 2,
  });

/**
 * A task's status for the results page. Opened while the task still runs (a link shared early),
 * it polls on the search page's schedule until the task ends or the polls run out.
 */
export function useSearchStatus(taskId: string) {
  return useQuery({
    ...searchStatusQueryOptions(taskId),
    refetchInterval: (query) => {
      const { data, dataUpdateCount } = query.state;
      if (!data || !isRunning(data.status) || dataUpdateCount >= STATUS_MAX_POLLS) return false;
      return pollDelayMs(dataUpdateCount);
    },
  });
}
