/**
 * Polls every running past search: the n-th status check waits pollDelayMs(n), at
 * most STATUS_MAX_POLLS of them. The count is stored with the search, so after a reload polling
 * resumes where it stopped. A completed task's answer seeds the results page's query.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { pollDelayMs } from '@tablefor/shared';
import { getSearchStatus, searchStatusQueryOptions } from '../api/get-search-status';
import { isTaskNotFound } from '../api/search-service';
import { afterFailedPoll, afterPoll, isRunning, type PastSearch } from '../lib/past-searches';
import type { UpdateSearch } from './use-past-searches';

type Scheduled = { polls: number; cancel: () => void };

export function useTaskPolling(searches: readonly PastSearch[], update: UpdateSearch) {
  const queryClient = useQueryClient();
  const scheduled = useRef(new Map<string, Scheduled>());

  useEffect(() => {
    const running = new Map(searches.filter(isRunning).map((s) => [s.taskId, s]));
    // A search that moved on (its count changed) or stopped running drops its pending check.
    for (const [taskId, entry] of scheduled.current) {
      if (running.get(taskId)?.polls === entry.polls) continue;
      entry.cancel();
      scheduled.current.delete(taskId);
    }
    for (const search of running.values()) {
      if (scheduled.current.has(search.taskId)) continue;
      const controller = new AbortController();
      const polls = search.polls + 1;
      const timer = window.setTimeout(async () => {
        try {
          const status = await getSearchStatus(search.taskId, controller.signal);
          if (status.status === 'completed') {
            queryClient.setQueryData(searchStatusQueryOptions(search.taskId).queryKey, status);
          }
          update(search.taskId, (current) => afterPoll(current, status, polls));
        } catch (error) {
          if (controller.signal.aborted) return;
          update(search.taskId, (current) =>
            afterFailedPoll(current, polls, isTaskNotFound(error)),
          );
        }
      }, pollDelayMs(polls));
      const cancel = () => {
        window.clearTimeout(timer);
        controller.abort();
      };
      scheduled.current.set(search.taskId, { polls: search.polls, cancel });
    }
  }, [searches, update, queryClient]);

  useEffect(() => {
    const pending = scheduled.current;
    return () => {
      for (const entry of pending.values()) entry.cancel();
      pending.clear();
    };
  }, []);
}
