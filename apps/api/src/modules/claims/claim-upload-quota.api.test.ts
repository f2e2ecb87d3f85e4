/** What one account may keep in uploads that no claim names: files and megabytes, also at once. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { claimCodes, messageText, type ClaimUpload, type MessageCode } from '@tablefor/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimFiles } from '../../db/schema/index.ts';
import { signedUpUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  claimBody,
  claimableRestaurant,
  createClaimTestApp,
  pdfOf,
  uploadMenu,
  verifiedAddress,
} from './claim-test-helpers.ts';

const FILES = 3;
const MEGABYTES = 1;
const KEEP_HOURS = 24;

let t: TestApp;
beforeAll(async () => {
  t = await createClaimTestApp({
    CLAIM_UPLOADS_PENDING_FILES: String(FILES),
    CLAIM_UPLOADS_PENDING_MEGABYTES: String(MEGABYTES),
  });
});
afterAll(() => t.close());

const refusal = (code: MessageCode, max: number) => ({
  errors: [`menu: ${messageText(code, { max, hours: KEEP_HOURS })}`],
  details: [{ field: 'menu', code, params: { max, hours: KEEP_HOURS } }],
});

/** The account's uploads that no claim names, and the claim files on disk. */
async function pending(userId: number) {
  const rows = await t.db
    .select({ id: claimFiles.id })
    .from(claimFiles)
    .where(and(eq(claimFiles.user_id, userId), isNull(claimFiles.claim_id)));
  const onDisk = await readdir(path.join(t.config.uploadsDir, 'claims')).catch(() => []);
  return { rows: rows.length, onDisk: onDisk.length };
}

describe('the quota of uploads that no claim names', () => {
  it(`holds ${FILES} files per account; a claim that names them frees it`, async () => {
    const claimant = await signedUpUser(t);
    const before = await pending(claimant.id);
    const ids = [];
    for (let i = 0; i < FILES; i += 1) {
      const res = await uploadMenu(t, claimant.headers);
      expect(res.statusCode).toBe(201);
      ids.push(res.json<ClaimUpload>().id);
    }
    const over = await uploadMenu(t, claimant.headers);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(refusal(claimCodes.tooManyPendingUploads, FILES));
    expect(await pending(claimant.id)).toEqual({ rows: FILES, onDisk: before.onDisk + FILES });
    // Another account has a quota of its own.
    expect((await uploadMenu(t, (await signedUpUser(t)).headers)).statusCode).toBe(201);

    const listing = await claimableRestaurant(t);
    await verifiedAddress(t, listing.id, listing.businessEmail);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/claim/submit',
      headers: claimant.headers,
      payload: claimBody(listing.id, listing.businessEmail, { menuUploadId: ids[0] ?? null }),
    });
    expect(submitted.statusCode).toBe(201);
    expect((await uploadMenu(t, claimant.headers)).statusCode).toBe(201);
  });

  it(`holds ${MEGABYTES} MB per account`, async () => {
    const claimant = await signedUpUser(t);
    const sixTenths = pdfOf(600 * 1024);
    expect((await uploadMenu(t, claimant.headers, sixTenths)).statusCode).toBe(201);
    const over = await uploadMenu(t, claimant.headers, sixTenths);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(refusal(claimCodes.pendingUploadsTooLarge, MEGABYTES));
    expect((await uploadMenu(t, claimant.headers, pdfOf(1000))).statusCode).toBe(201);
    expect((await pending(claimant.id)).rows).toBe(2);
  });

  it(`keeps ${FILES} of 10 simultaneous uploads of one account, and only their files`, async () => {
    const claimant = await signedUpUser(t);
    const before = await pending(claimant.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => uploadMenu(t, claimant.headers)),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(FILES).fill(201), ...Array(10 - FILES).fill(429)]);
    expect(await pending(claimant.id)).toEqual({ rows: FILES, onDisk: before.onDisk + FILES });
  });
});
