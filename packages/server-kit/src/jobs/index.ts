export { jobs, jobStatuses, type JobRow, type JobStatus } from './job-table.ts';
export { ensureJobsTable, JOBS_TABLE_SQL } from './jobs-table-sql.ts';
export {
  countWaitingJobs,
  createJobWorker,
  enqueueJob,
  findJob,
  JobFailure,
  releaseOrphanedJobs,
  type ClaimedJob,
  type JobHandler,
  type JobWorker,
  type JobWorkerOptions,
} from './job-queue.ts';
export { startPeriodicSweep, type PeriodicSweep } from './periodic-sweep.ts';
