/**
 * Topic-search tasks are jobs of the 'topic-search' queue: the parsed request is the payload, the
 * result the job's result. The job's states read as the spec's task statuses.
 */
import { enqueueJob, findJob, type JobRow, type JobStatus } from '@tablefor/server-kit';
import type { TaskStatus, TopicSearchStatus, TopicSearchTask } from '@tablefor/shared';
import type { SearchDatabase } from '../db/database.ts';
import type { TopicSearchResult } from '../engine/types.ts';

export const TOPIC_SEARCH_QUEUE = 'topic-search';

const statusOfJob: Record<JobStatus, TaskStatus> = {
  pending: 'pending',
  running: 'in_progress',
  completed: 'completed',
  failed: 'error',
};

export function createTask(
  db: SearchDatabase,
  task: TopicSearchTask,
  maxAttempts: number,
): Promise<string> {
  return enqueueJob(db, TOPIC_SEARCH_QUEUE, task, { maxAttempts });
}

export async function findTask(
  db: SearchDatabase,
  taskId: string,
): Promise<TopicSearchStatus | null> {
  const job = await findJob(db, TOPIC_SEARCH_QUEUE, taskId);
  return job && taskStatus(job);
}

function taskStatus(job: JobRow): TopicSearchStatus {
  const status = statusOfJob[job.status];
  const task = job.payload as TopicSearchTask;
  return {
    task_id: job.id,
    status,
    topic: task.topic,
    created_at: new Date(job.created_at).toISOString(),
    result: status === 'completed' ? (job.result as TopicSearchResult) : null,
    // A retry pending after a failed attempt is still pending: its error is not the task's yet.
    error: status === 'error' ? job.error : null,
    error_code: status === 'error' ? job.error_code : null,
  };
}
