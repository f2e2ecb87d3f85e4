/**
 * A small durable job queue on the `jobs` table, the same SQL on PGlite and PostgreSQL. Workers
 * claim one job at a time with `FOR UPDATE SKIP LOCKED`, so replicas never claim the same job;
 * a claim is a lease that the worker renews while it runs, and a job whose lease ran out (its
 * worker died) is claimed again. Failures are retried with backoff up to `max_attempts`.
 * Finishing is fenced by the lease holder: a worker that lost its lease cannot overwrite the
 * result of the one that took over.
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, DrizzleSchema } from '../database-handle.ts';
import type { JobRow } from './job-table.ts';

type AnyDatabase = Database<DrizzleSchema>;

/** A failure the handler reports on purpose: a code and message the job's reader is shown. */
export class JobFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** false: retrying cannot help (bad input), the job fails at once. */
    readonly retryable = true,
  ) {
    super(message);
    this.name = 'JobFailure';
  }
}

export type ClaimedJob<Payload> = {
  id: string;
  payload: Payload;
  attempts: number;
  /** Aborted when the worker stops or loses the job's lease. */
  signal: AbortSignal;
};

export type JobHandler<Payload> = (job: ClaimedJob<Payload>) => Promise<unknown>;

async function rowsOf<Row>(db: AnyDatabase, query: SQL): Promise<Row[]> {
  const answer = (await db.execute(query)) as unknown as { rows: Row[] };
  return answer.rows;
}

export async function enqueueJob(
  db: AnyDatabase,
  queue: string,
  payload: unknown,
  {
    maxAttempts = 3,
    runAfter,
  }: {
    maxAttempts?: number;
    /** Not run before this time (a job scheduled ahead); default: as soon as a worker looks. */
    runAfter?: Date;
  } = {},
): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into jobs (queue, payload, max_attempts, run_after)
        values (${queue}, ${JSON.stringify(payload)}::jsonb, ${maxAttempts},
          ${runAfter ? sql`${runAfter.toISOString()}::timestamptz` : sql`now()`})
        returning id`,
  );
  if (!row) throw new Error('enqueueJob: no id returned');
  return row.id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findJob(db: AnyDatabase, queue: string, id: string): Promise<JobRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await rowsOf<JobRow>(
    db,
    sql`select * from jobs where id = ${id}::uuid and queue = ${queue}`,
  );
  return row ?? null;
}

/** How many of `queue`'s jobs wait to run or are running (a retry waiting for its time too). */
export async function countWaitingJobs(db: AnyDatabase, queue: string): Promise<number> {
  const [row] = await rowsOf<{ waiting: number }>(
    db,
    sql`select count(*)::int as waiting from jobs
        where queue = ${queue} and status in ('pending', 'running')`,
  );
  return row?.waiting ?? 0;
}

/**
 * On the embedded database the service is the only process, so a job still 'running' when it
 * opens was running when the process died: it is released at once instead of waiting out its lease.
 */
export async function releaseOrphanedJobs(db: AnyDatabase, queue: string): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update jobs set status = 'pending', locked_by = null, lease_until = null,
          run_after = now(), updated_at = now()
        where queue = ${queue} and status = 'running' returning id`,
  );
  return rows.length;
}

export type JobWorkerOptions<Payload> = {
  db: AnyDatabase;
  queue: string;
  handler: JobHandler<Payload>;
  /** Jobs this worker runs at once. */
  concurrency?: number;
  leaseMs?: number;
  /** How often an idle worker looks for work (a new job in this process wakes it at once). */
  pollMs?: number;
  /** Delay before retry n (1-based); default 1 s, 4 s, 16 s, ... capped at 5 minutes. */
  backoffMs?: (attempt: number) => number;
  workerId?: string;
  onError?: (error: unknown, job: { id: string } | null) => void;
};

export type JobWorker = {
  readonly id: string;
  /** Started and not stopped: claiming work (the API's readiness check asks). */
  readonly running: boolean;
  start(): void;
  /** Looks for work now (after enqueueing in this process). */
  wake(): void;
  /** Stops claiming, aborts running jobs and waits for them; their leases lapse for others. */
  stop(): Promise<void>;
};

const defaultBackoff = (attempt: number) => Math.min(1000 * 4 ** (attempt - 1), 300_000);

export function createJobWorker<Payload>({
  db,
  queue,
  handler,
  concurrency = 1,
  leaseMs = 30_000,
  pollMs = 1000,
  backoffMs = defaultBackoff,
  workerId = `worker-${randomUUID()}`,
  onError = () => {},
}: JobWorkerOptions<Payload>): JobWorker {
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let looking = false;
  let lookAgain = false;

  async function claim(): Promise<JobRow | null> {
    const [row] = await rowsOf<JobRow>(
      db,
      sql`update jobs set status = 'running', attempts = attempts + 1, locked_by = ${workerId},
            lease_until = now() + make_interval(secs => ${leaseMs / 1000}), updated_at = now()
          where id = (
            select id from jobs
            where queue = ${queue}
              and ((status = 'pending' and run_after <= now())
                or (status = 'running' and lease_until < now()))
            order by run_after, created_at
            for update skip locked
            limit 1)
          returning *`,
    );
    return row ?? null;
  }

  /** Updates the job only while this worker still holds it; false when the lease was lost. */
  async function whileHeld(id: string, change: SQL): Promise<boolean> {
    const rows = await rowsOf<{ id: string }>(
      db,
      sql`update jobs set ${change}, updated_at = now()
          where id = ${id}::uuid and locked_by = ${workerId} and status = 'running'
          returning id`,
    );
    return rows.length > 0;
  }

  async function finish(job: JobRow, outcome: { result: unknown } | { error: unknown }) {
    if ('result' in outcome) {
      await whileHeld(
        job.id,
        sql`status = 'completed', result = ${JSON.stringify(outcome.result ?? null)}::jsonb,
            error = null, error_code = null, lease_until = null, finished_at = now()`,
      );
      return;
    }
    const failure =
      outcome.error instanceof JobFailure
        ? outcome.error
        : new JobFailure('job.failed', String((outcome.error as Error)?.message ?? outcome.error));
    const retry = failure.retryable && job.attempts < job.max_attempts;
    await whileHeld(
      job.id,
      retry
        ? sql`status = 'pending', error = ${failure.message}, error_code = ${failure.code},
              locked_by = null, lease_until = null,
              run_after = now() + make_interval(secs => ${backoffMs(job.attempts) / 1000})`
        : sql`status = 'failed', error = ${failure.message}, error_code = ${failure.code},
              lease_until = null, finished_at = now()`,
    );
  }

  /** A job interrupted by stop() goes back to the queue, its attempt not counted. */
  function release(job: JobRow) {
    return whileHeld(
      job.id,
      sql`status = 'pending', attempts = attempts - 1, locked_by = null, lease_until = null,
          run_after = now()`,
    );
  }

  async function run(job: JobRow, controller: AbortController) {
    const renew = setInterval(() => {
      whileHeld(job.id, sql`lease_until = now() + make_interval(secs => ${leaseMs / 1000})`)
        .then((held) => {
          if (!held) controller.abort(new Error('lease lost'));
        })
        .catch((error: unknown) => onError(error, job));
    }, leaseMs / 3);
    const interrupted = async () => {
      // Stopping hands the job back at once; a lost lease means another worker has it.
      if (stopped) await release(job).catch((error: unknown) => onError(error, job));
    };
    try {
      if (job.attempts > job.max_attempts) {
        throw new JobFailure(
          job.error_code ?? 'job.failed',
          job.error ?? 'Too many attempts',
          false,
        );
      }
      const result = await handler({
        id: job.id,
        payload: job.payload as Payload,
        attempts: job.attempts,
        signal: controller.signal,
      });
      if (controller.signal.aborted) return await interrupted();
      await finish(job, { result });
    } catch (error) {
      if (controller.signal.aborted) return await interrupted();
      if (!(error instanceof JobFailure)) onError(error, job);
      await finish(job, { error }).catch((finishError: unknown) => onError(finishError, job));
    } finally {
      clearInterval(renew);
    }
  }

  async function look() {
    if (looking) {
      lookAgain = true;
      return;
    }
    looking = true;
    try {
      do {
        lookAgain = false;
        while (!stopped && running.size < concurrency) {
          const job = await claim();
          if (!job) break;
          const controller = new AbortController();
          const entry = { controller, done: Promise.resolve() };
          entry.done = run(job, controller).finally(() => {
            running.delete(job.id);
            if (!stopped) void look();
          });
          running.set(job.id, entry);
        }
      } while (lookAgain && !stopped);
    } catch (error) {
      onError(error, null);
    } finally {
      looking = false;
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void look().finally(schedule);
    }, pollMs);
    timer.unref?.();
  }

  return {
    id: workerId,
    get running() {
      return !stopped;
    },
    start() {
      if (!stopped) return;
      stopped = false;
      void look();
      schedule();
    },
    wake() {
      if (!stopped) void look();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      for (const { controller } of running.values()) controller.abort(new Error('worker stopped'));
      await Promise.allSettled([...running.values()].map(({ done }) => done));
    },
  };
}
