/** Uploads that no claim names are removed a day later by the job queue; named ones stay. */
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CLAIM_UPLOAD_KEEP_HOURS, type ClaimUpload } from '@tablefor/shared';
import { findJob, jobs, type JobRow } from '@tablefor/server-kit';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimFiles, users } from '../../db/schema/index.ts';
import { signedUpUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { CLAIM_UPLOAD_EXPIRY_QUEUE } from './claim-upload-expiry.ts';
import {
  claimBody,
  claimableRestaurant,
  createClaimTestApp,
  uploadMenu,
  verifiedAddress,
} from './claim-test-helpers.ts';

const DAY_MS = CLAIM_UPLOAD_KEEP_HOURS * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createClaimTestApp(); // its job workers look for due work every 50 ms
});
afterAll(() => t.close());

async function uploadedMenu(headers: Record<string, string>) {
  const res = await uploadMenu(t, headers);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
  const { id } = res.json<ClaimUpload>();
  const [row] = await t.db.select().from(claimFiles).where(eq(claimFiles.id, id));
  if (!row) throw new Error('upload not recorded');
  return row;
}

/** The removal job scheduled for the upload. */
async function expiryJob(fileId: string): Promise<JobRow> {
  const [job] = await t.db
    .select()
    .from(jobs)
    .where(
      and(eq(jobs.queue, CLAIM_UPLOAD_EXPIRY_QUEUE), sql`${jobs.payload}->>'fileId' = ${fileId}`),
    );
  if (!job) throw new Error(`no removal scheduled for ${fileId}`);
  return job;
}

/** Resolves with the job once the queue has run it. */
async function ranJob(id: string): Promise<JobRow | null> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const job = await findJob(t.db, CLAIM_UPLOAD_EXPIRY_QUEUE, id);
    if (job?.status === 'completed' || job?.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`job still ${job?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A day has passed: the upload's job is due now. Resolves with it once the queue has run it. */
async function dayPassed(fileId: string): Promise<JobRow | null> {
  const { id } = await expiryJob(fileId);
  await t.db
    .update(jobs)
    .set({ run_after: sql`now()` })
    .where(eq(jobs.id, id));
  return ranJob(id);
}

const onDisk = (storageName: string) =>
  access(path.join(t.config.uploadsDir, storageName)).then(
    () => true,
    () => false,
  );

describe('uploads that no claim names', () => {
  it('are scheduled for removal a day after their upload', async () => {
    const claimant = await signedUpUser(t);
    const file = await uploadedMenu(claimant.headers);
    const job = await expiryJob(file.id);
    expect(job).toMatchObject({
      status: 'pending',
      payload: { fileId: file.id, storageName: file.storage_name },
    });
    expect(job.run_after.getTime()).toBe(file.created_at.getTime() + DAY_MS);
  });

  it('are removed from the store and the database when the day has passed', async () => {
    const claimant = await signedUpUser(t);
    const file = await uploadedMenu(claimant.headers);
    expect(await onDisk(file.storage_name)).toBe(true);
    expect(await dayPassed(file.id)).toMatchObject({
      status: 'completed',
      result: { file: 'removed' },
    });
    expect(await t.db.select().from(claimFiles).where(eq(claimFiles.id, file.id))).toEqual([]);
    expect(await onDisk(file.storage_name)).toBe(false);
  });

  it('are kept once a claim names them', async () => {
    const claimant = await signedUpUser(t);
    const file = await uploadedMenu(claimant.headers);
    const listing = await claimableRestaurant(t);
    await verifiedAddress(t, listing.id, listing.businessEmail);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/claim/submit',
      headers: claimant.headers,
      payload: claimBody(listing.id, listing.businessEmail, { menuUploadId: file.id }),
    });
    expect(submitted.statusCode).toBe(201);
    expect(await dayPassed(file.id)).toMatchObject({
      status: 'completed',
      result: { file: 'kept' },
    });
    const [row] = await t.db.select().from(claimFiles).where(eq(claimFiles.id, file.id));
    expect(row?.claim_id).toBe(submitted.json<{ id: number }>().id);
    expect(await onDisk(file.storage_name)).toBe(true);
  });

  it('leave no bytes behind when their account was deleted first', async () => {
    const claimant = await signedUpUser(t);
    const file = await uploadedMenu(claimant.headers);
    await t.db.delete(users).where(eq(users.id, claimant.id));
    expect(await dayPassed(file.id)).toMatchObject({ status: 'completed' });
    expect(await onDisk(file.storage_name)).toBe(false);
  });
});

describe('migration 0013', () => {
  it('schedules the removal of the uploads stored before it that no claim names', async () => {
    const migration = await readFile(
      path.join(import.meta.dirname, '../../../drizzle/0013_booking_bounds_and_upload_expiry.sql'),
      'utf8',
    );
    const scheduling = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(scheduling).toContain('INSERT INTO "jobs"');
    const claimant = await signedUpUser(t);
    const stale = await uploadedMenu(claimant.headers);
    const fresh = await uploadedMenu(claimant.headers);
    const ids = [stale.id, fresh.id];
    // As before the migration: stored 30 hours and 1 hour ago, no removal scheduled.
    await t.db.delete(jobs).where(inArray(sql`${jobs.payload}->>'fileId'`, ids));
    await t.db
      .update(claimFiles)
      .set({ created_at: sql`now() - interval '30 hours'` })
      .where(eq(claimFiles.id, stale.id));
    await t.db
      .update(claimFiles)
      .set({ created_at: sql`now() - interval '1 hour'` })
      .where(eq(claimFiles.id, fresh.id));

    await t.db.execute(sql.raw(scheduling));
    const [freshRow] = await t.db.select().from(claimFiles).where(eq(claimFiles.id, fresh.id));
    expect((await expiryJob(fresh.id)).run_after.getTime()).toBe(
      (freshRow?.created_at.getTime() ?? 0) + DAY_MS,
    );
    // Its day is long past: due at once.
    expect(await ranJob((await expiryJob(stale.id)).id)).toMatchObject({
      status: 'completed',
      result: { file: 'removed' },
    });
    expect(await t.db.select().from(claimFiles).where(inArray(claimFiles.id, ids))).toHaveLength(1);
    expect(await onDisk(stale.storage_name)).toBe(false);
  });
});
