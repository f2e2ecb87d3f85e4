import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/index.ts';
import { EMAIL_QUEUE } from '../modules/mail/outbox.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const health = async () => (await t.app.inject({ url: '/api/health' })).json();

describe('GET /api/health', () => {
  it('names the database and counts the e-mail waiting to go out', async () => {
    expect(await health()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      mail: { waiting: 0 },
    });
    // A delivery waiting for its retry: counted until it is done.
    const [job] = await t.db
      .insert(jobs)
      .values({
        queue: EMAIL_QUEUE,
        payload: { outboxId: 0 },
        run_after: sql`now() + interval '1 hour'`,
      })
      .returning({ id: jobs.id });
    const [other] = await t.db
      .insert(jobs)
      .values({ queue: 'other', payload: {}, run_after: sql`now() + interval '1 hour'` })
      .returning({ id: jobs.id });
    expect((await health()).mail).toEqual({ waiting: 1 });
    await t.db.update(jobs).set({ status: 'completed' }).where(eq(jobs.id, job!.id));
    expect((await health()).mail).toEqual({ waiting: 0 });
    await t.db.delete(jobs).where(eq(jobs.id, other!.id));
  });
});
