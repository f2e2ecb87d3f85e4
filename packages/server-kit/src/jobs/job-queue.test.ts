import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database-handle.ts';
import { openPgliteDatabase } from '../open-pglite.ts';
import { openPostgresDatabase } from '../open-postgres.ts';
import { createScratchDatabase } from '../testing/scratch-postgres.ts';
import {
  createJobWorker,
  enqueueJob,
  findJob,
  JobFailure,
  releaseOrphanedJobs,
  type JobHandler,
  type JobWorker,
} from './job-queue.ts';
import { jobs } from './job-table.ts';

const definition = {
  schema: { jobs },
  migrationsFolder: path.join(import.meta.dirname, 'test-migrations'),
};
type Handle = DatabaseHandle<typeof definition.schema>;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

// One embedded database for the file (opening one takes seconds); each test has its own queue.
let embedded: Handle;
let queue = 'test';
let tests = 0;
beforeAll(async () => {
  embedded = await openPgliteDatabase('memory://', definition);
  await embedded.migrate();
}, 60_000);
afterAll(() => embedded.close());
beforeEach(() => {
  tests += 1;
  queue = `test-${tests}`;
});

const openPglite = async (): Promise<Handle> => embedded;

function startWorker<Payload>(
  handle: Handle,
  handler: JobHandler<Payload>,
  options: { leaseMs?: number; concurrency?: number; workerId?: string } = {},
): JobWorker {
  const worker = createJobWorker<Payload>({
    db: handle.db,
    queue: queue,
    handler,
    pollMs: 20,
    backoffMs: () => 10,
    ...options,
  });
  worker.start();
  cleanups.push(() => worker.stop());
  return worker;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const settled = (handle: Handle, id: string) =>
  waitFor(
    () => findJob(handle.db, queue, id),
    (job) => job?.status === 'completed' || job?.status === 'failed',
  );

describe('job queue', () => {
  it('runs a job once and keeps its result and the worker that ran it', async () => {
    const handle = await openPglite();
    const id = await enqueueJob(handle.db, queue, { n: 2 });
    const worker = startWorker<{ n: number }>(handle, async ({ payload }) => ({
      doubled: payload.n * 2,
    }));
    const job = await settled(handle, id);
    expect(job).toMatchObject({
      status: 'completed',
      result: { doubled: 4 },
      attempts: 1,
      locked_by: worker.id,
      error: null,
    });
    expect(job?.finished_at).not.toBeNull();
  });

  it('retries a failing job with backoff, then fails with the last code and message', async () => {
    const handle = await openPglite();
    const id = await enqueueJob(handle.db, queue, {}, { maxAttempts: 3 });
    let calls = 0;
    startWorker(handle, async () => {
      calls += 1;
      throw new JobFailure('source.down', `down ${calls}`);
    });
    const job = await settled(handle, id);
    expect(calls).toBe(3);
    expect(job).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: 'down 3',
      error_code: 'source.down',
    });
  });

  it('succeeds on a retry after a failed attempt', async () => {
    const handle = await openPglite();
    const id = await enqueueJob(handle.db, queue, {});
    let calls = 0;
    startWorker(handle, async () => {
      calls += 1;
      if (calls === 1) throw new Error('flaky');
      return 'ok';
    });
    expect(await settled(handle, id)).toMatchObject({
      status: 'completed',
      attempts: 2,
      result: 'ok',
    });
  });

  it('fails at once when the failure says retrying cannot help', async () => {
    const handle = await openPglite();
    const id = await enqueueJob(handle.db, queue, {}, { maxAttempts: 5 });
    startWorker(handle, async () => {
      throw new JobFailure('input.bad', 'bad input', false);
    });
    expect(await settled(handle, id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('takes over a job whose worker died (its lease ran out)', async () => {
    const handle = await openPglite();
    const id = await enqueueJob(handle.db, queue, {});
    await handle.db.execute(
      sql`update jobs set status = 'running', attempts = 1, locked_by = 'dead',
            lease_until = now() - interval '1 second' where id = ${id}`,
    );
    const worker = startWorker(handle, async () => 'finished by the survivor');
    expect(await settled(handle, id)).toMatchObject({
      status: 'completed',
      attempts: 2,
      locked_by: worker.id,
    });
  });

  it('does not touch a job that another worker holds under a live lease', async () => {
    const handle = await openPglite();
    const id = await enqueueJob(handle.db, queue, {});
    await handle.db.execute(
      sql`update jobs set status = 'running', attempts = 1, locked_by = 'alive',
            lease_until = now() + interval '1 hour' where id = ${id}`,
    );
    let calls = 0;
    startWorker(handle, async () => {
      calls += 1;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toBe(0);
    expect(await findJob(handle.db, queue, id)).toMatchObject({
      status: 'running',
      locked_by: 'alive',
    });
  });

  it('a worker that lost its lease cannot overwrite the job', async () => {
    const handle = await openPglite();
    const id = await enqueueJob(handle.db, queue, {});
    let aborted = false;
    startWorker(
      handle,
      async ({ signal }) => {
        // Another worker takes the job over while this one is still busy.
        await handle.db.execute(sql`update jobs set locked_by = 'usurper' where id = ${id}`);
        await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
        aborted = true;
        return 'stale result';
      },
      { leaseMs: 150 },
    );
    await waitFor(
      async () => aborted,
      (value) => value,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await findJob(handle.db, queue, id)).toMatchObject({
      status: 'running',
      locked_by: 'usurper',
      result: null,
    });
  });

  it('stopping hands a running job back to the queue without counting the attempt, and says so', async () => {
    const handle = await openPglite();
    const id = await enqueueJob(handle.db, queue, {});
    let started = false;
    const worker = createJobWorker({
      db: handle.db,
      queue: queue,
      pollMs: 20,
      handler: async ({ signal }) => {
        started = true;
        await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
      },
    });
    expect(worker.running).toBe(false);
    worker.start();
    expect(worker.running).toBe(true);
    await waitFor(
      async () => started,
      (value) => value,
    );
    await worker.stop();
    expect(worker.running).toBe(false);
    expect(await findJob(handle.db, queue, id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      locked_by: null,
    });
  });

  it('releases jobs left running by a dead process on the embedded database', async () => {
    const handle = await openPglite();
    const id = await enqueueJob(handle.db, queue, {});
    await handle.db.execute(
      sql`update jobs set status = 'running', locked_by = 'gone',
            lease_until = now() + interval '1 hour' where id = ${id}`,
    );
    expect(await releaseOrphanedJobs(handle.db, queue)).toBe(1);
    expect(await findJob(handle.db, queue, id)).toMatchObject({ status: 'pending' });
  });

  it('runs a job scheduled ahead only once its time has come', async () => {
    const handle = await openPglite();
    const later = await enqueueJob(
      handle.db,
      queue,
      { n: 1 },
      { runAfter: new Date(Date.now() + 3_600_000) },
    );
    const past = await enqueueJob(
      handle.db,
      queue,
      { n: 2 },
      { runAfter: new Date(Date.now() - 1000) },
    );
    startWorker<{ n: number }>(handle, async ({ payload }) => payload.n);
    expect(await settled(handle, past)).toMatchObject({ status: 'completed', result: 2 });
    expect(await findJob(handle.db, queue, later)).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
    await handle.db.execute(sql`update jobs set run_after = now() where id = ${later}`);
    expect(await settled(handle, later)).toMatchObject({ status: 'completed', result: 1 });
  });

  it('answers null for an unknown or malformed id and for another queue', async () => {
    const handle = await openPglite();
    const id = await enqueueJob(handle.db, queue, {});
    expect(await findJob(handle.db, queue, 'not-a-uuid')).toBeNull();
    expect(await findJob(handle.db, queue, '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await findJob(handle.db, 'other', id)).toBeNull();
  });
});

/** Two workers (PostgreSQL: two connection pools, as two replicas have) share 30 jobs. */
async function shareJobs(first: Handle, second: Handle) {
  const ids = await Promise.all(
    Array.from({ length: 30 }, (_, n) => enqueueJob(first.db, queue, { n })),
  );
  const runs = new Map<number, number>();
  const handler: JobHandler<{ n: number }> = async ({ payload }) => {
    runs.set(payload.n, (runs.get(payload.n) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, 15));
    return payload.n;
  };
  const a = startWorker(first, handler, { concurrency: 3 });
  const b = startWorker(second, handler, { concurrency: 3 });
  const finished = await Promise.all(ids.map((id) => settled(first, id)));
  expect(finished.every((job) => job?.status === 'completed' && job.attempts === 1)).toBe(true);
  expect([...runs.values()].every((count) => count === 1)).toBe(true);
  expect(runs.size).toBe(30);
  const ranBy = new Set(finished.map((job) => job?.locked_by));
  expect(ranBy).toEqual(new Set([a.id, b.id]));
}

describe('two workers on one database', () => {
  it('embedded: each job runs once', async () => {
    const handle = await openPglite();
    await shareJobs(handle, handle);
  });

  const serverUrl = process.env.DATABASE_URL;
  it.skipIf(!serverUrl)('PostgreSQL (DATABASE_URL): each job runs once', async () => {
    const scratch = await createScratchDatabase(serverUrl ?? '', 'jobs');
    cleanups.push(scratch.drop);
    const first = await openPostgresDatabase(scratch.url, definition);
    const second = await openPostgresDatabase(scratch.url, definition);
    cleanups.push(
      () => first.close(),
      () => second.close(),
    );
    await first.migrate();
    await shareJobs(first, second);
  });
});
