/**
 * Uploads kept in an S3-compatible bucket (UPLOADS_S3_*), against a real local S3 server: gallery
 * pictures and claim files are written, read, deleted and found missing through the API, and a
 * bucket that refuses answers a coded 503 with nothing half-written in the database.
 */
import { readdir } from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commonCodes, type ClaimPage, type ClaimUpload } from '@tablefor/shared';
import { AppError } from '@tablefor/server-kit';
import { claimFiles, jobs } from '../db/schema/index.ts';
import { removeUnclaimedUpload } from '../modules/claims/claim-upload-expiry.ts';
import { createS3ClaimFileStore } from '../modules/claims/claim-uploads.ts';
import {
  claimBody,
  claimableRestaurant,
  pdfOf,
  uploadMenu,
  verifiedAddress,
} from '../modules/claims/claim-test-helpers.ts';
import { findGallery } from '../modules/gallery/gallery-queries.ts';
import { UPLOAD_CACHE_CONTROL } from '../modules/gallery/gallery-routes.ts';
import { uploadPicture } from '../modules/gallery/gallery-test-app.ts';
import { drawPicture } from '../modules/gallery/gallery-test-pictures.ts';
import { createS3UploadStore } from '../modules/gallery/upload-store.ts';
import { databaseFingerprint } from '../test/database-fingerprint.ts';
import { signedUpAdmin, signedUpUser } from '../test/factories.ts';
import { startLocalS3Server, type LocalS3Server } from '../test/local-s3-server.ts';
import { createRestaurant } from '../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createS3Client } from './s3-object-store.ts';

let s3: LocalS3Server;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
let claimant: Awaited<ReturnType<typeof signedUpUser>>;
beforeAll(async () => {
  s3 = await startLocalS3Server();
  t = await createTestApp({
    env: { ...s3.env, CLAIM_CODE_RATE_LIMIT_PER_MINUTE: '1000', JOB_POLL_MS: '60000' },
  });
  admin = await signedUpAdmin(t);
  claimant = await signedUpUser(t);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});
// A test that stops the bucket gives it back to the next one.
afterEach(() => s3.start());

const WIDTHS = [400, 800, 1600];
const picture = async () => ({ body: await drawPicture('png', 2000, 1000) });
const addPicture = async (restaurantId: number) =>
  uploadPicture(t, admin.headers, restaurantId, await picture());
const sizesOf = (imageUrl: string) =>
  WIDTHS.map((width) => imageUrl.replace(/^\/uploads\//, '').replace(/-800\./, `-${width}.`));
const unavailable = {
  errors: ['storage: Stored files cannot be reached right now. Please try again in a moment.'],
  details: [{ field: 'storage', code: commonCodes.storageUnavailable }],
};
const jobCount = async () => (await t.db.select({ n: count() }).from(jobs))[0]?.n ?? 0;

describe('gallery pictures in a bucket', () => {
  it('are put in the bucket (not on disk) and read back with immutable caching', async () => {
    const restaurant = await createRestaurant(t.db);
    const res = await addPicture(restaurant.id);
    expect(res.statusCode, res.body).toBe(201);
    const { imageUrl } = res.json<{ imageUrl: string }>();
    expect(await s3.keys(`restaurants/${restaurant.id}/`)).toEqual(sizesOf(imageUrl).sort());
    expect(await readdir(t.config.uploadsDir, { recursive: true })).toEqual([]);
    const head = await s3.head(sizesOf(imageUrl)[1]!);
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe(UPLOAD_CACHE_CONTROL);

    const served = await t.app.inject({ url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe(UPLOAD_CACHE_CONTROL);
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('are deleted from the bucket with the picture, then answer 404', async () => {
    const restaurant = await createRestaurant(t.db);
    const { imageUrl } = (await addPicture(restaurant.id)).json<{ imageUrl: string }>();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/restaurants/${restaurant.id}/images`,
      headers: admin.headers,
      payload: { imageUrl },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await s3.keys(`restaurants/${restaurant.id}/`)).toEqual([]);
    const gone = await t.app.inject({ url: imageUrl });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().details).toEqual([{ field: 'image', code: commonCodes.notFound }]);
  });

  it('answers 404 for a picture the bucket does not hold', async () => {
    const missing = `/uploads/restaurants/1/${'a'.repeat(24)}-800.webp`;
    const res = await t.app.inject({ url: missing });
    expect(res.statusCode).toBe(404);
    expect(res.json().details).toEqual([{ field: 'image', code: commonCodes.notFound }]);
    expect((await t.app.inject({ url: '/uploads/private/claims/x.pdf' })).statusCode).toBe(404);
  });

  it('deletes the files of an upload its row refused (a full gallery), under a race', async () => {
    const restaurant = await createRestaurant(t.db, {
      image_gallery: Array.from({ length: 9 }, (_, i) => `/images/restaurants/${i + 1}.svg`),
    });
    const results = await Promise.all([1, 2, 3].map(() => addPicture(restaurant.id)));
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    const added = results.find((res) => res.statusCode === 201)!.json<{ imageUrl: string }>();
    expect(await s3.keys(`restaurants/${restaurant.id}/`)).toEqual(sizesOf(added.imageUrl).sort());
  });

  it('answers 503, coded, when the bucket refuses, and changes nothing', async () => {
    const restaurant = await createRestaurant(t.db);
    const { imageUrl } = (await addPicture(restaurant.id)).json<{ imageUrl: string }>();
    const galleryBefore = await findGallery(t.db, restaurant.id);
    const before = await databaseFingerprint(t.db);
    await s3.stop();

    const refused = await addPicture(restaurant.id);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual(unavailable);
    const read = await t.app.inject({ url: imageUrl });
    expect(read.statusCode).toBe(503);
    expect(read.json()).toEqual(unavailable);
    expect(await databaseFingerprint(t.db)).toBe(before);
    expect(await findGallery(t.db, restaurant.id)).toEqual(galleryBefore);

    // Taking a picture out is the row's change; files the bucket keeps are logged, not a 500.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/restaurants/${restaurant.id}/images`,
      headers: admin.headers,
      payload: { imageUrl },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await s3.start();
    expect(await s3.keys(`restaurants/${restaurant.id}/`)).toEqual(sizesOf(imageUrl).sort());
  });
});

describe('claim files in a bucket', () => {
  const menu = async () => {
    const res = await uploadMenu(t, claimant.headers, pdfOf(64));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ClaimUpload>();
  };

  async function submittedClaimFileUrl(menuUploadId: string) {
    const listing = await claimableRestaurant(t);
    await verifiedAddress(t, listing.id, listing.businessEmail);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/claim/submit',
      headers: claimant.headers,
      payload: claimBody(listing.id, listing.businessEmail, { menuUploadId }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const claimId = res.json<{ id: number }>().id;
    const page = await t.app.inject({ url: '/api/admin/claims', headers: admin.headers });
    const claim = page.json<ClaimPage>().claims.find((item) => item.id === claimId);
    return claim?.files[0]?.url ?? '';
  }

  it('are private objects under their own prefix, read by administrators', async () => {
    const stored = await menu();
    const [row] = await t.db.select().from(claimFiles).where(eq(claimFiles.id, stored.id));
    const key = `private/${row!.storage_name}`;
    expect(await s3.keys('private/')).toContain(key);
    expect(await s3.keys('restaurants/')).not.toContain(key);
    const head = await s3.head(key);
    expect(head.ContentType).toBe('application/pdf');
    expect(head.CacheControl).toBe('private, no-store');

    const url = await submittedClaimFileUrl(stored.id);
    const read = await t.app.inject({ url, headers: admin.headers });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.rawPayload.equals(pdfOf(64))).toBe(true);
    // Nothing public reaches it.
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: claimant.headers })).statusCode).toBe(403);
    for (const path of [`/uploads/${key}`, `/uploads/${row!.storage_name}`]) {
      expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    }
  });

  it('are deleted from the bucket when no claim named them in time', async () => {
    const stored = await menu();
    const [row] = await t.db.select().from(claimFiles).where(eq(claimFiles.id, stored.id));
    const store = createS3ClaimFileStore(createS3Client(t.config.uploadsS3!), s3.bucket);
    const job = { fileId: stored.id, storageName: row!.storage_name };
    expect(await removeUnclaimedUpload(t.db, store, job)).toBe('removed');
    expect(await s3.keys(`private/${row!.storage_name}`)).toEqual([]);
    expect(await t.db.select().from(claimFiles).where(eq(claimFiles.id, stored.id))).toEqual([]);
  });

  it('answers 404 for a file the bucket no longer holds', async () => {
    const stored = await menu();
    const [row] = await t.db.select().from(claimFiles).where(eq(claimFiles.id, stored.id));
    const url = await submittedClaimFileUrl(stored.id);
    await s3.remove(`private/${row!.storage_name}`);
    const res = await t.app.inject({ url, headers: admin.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().details).toEqual([{ field: 'file', code: commonCodes.notFound }]);
  });

  it('answer 503, coded, when the bucket refuses, and record nothing', async () => {
    const url = await submittedClaimFileUrl((await menu()).id);
    const before = await databaseFingerprint(t.db);
    const jobsBefore = await jobCount();
    await s3.stop();

    const refused = await uploadMenu(t, claimant.headers);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(unavailable);
    const read = await t.app.inject({ url, headers: admin.headers });
    expect(read.statusCode).toBe(503);
    expect(read.json()).toEqual(unavailable);
    expect(await databaseFingerprint(t.db)).toBe(before);
    expect(await jobCount()).toBe(jobsBefore);
  });
});

describe('a bucket that refuses', () => {
  const refusal = expect.objectContaining({
    statusCode: 503,
    details: [{ field: 'storage', code: commonCodes.storageUnavailable }],
  });

  it.each([
    ['wrong credentials', { accessKeyId: 'WRONG', secretAccessKey: 'WRONG' }, undefined],
    ['a missing bucket', undefined, 'no-such-bucket'],
  ])('%s: every call is a coded 503, logged with its cause', async (_, credentials, bucket) => {
    const config = t.config.uploadsS3!;
    const client = createS3Client({ ...config, credentials: credentials ?? config.credentials });
    const logged: unknown[] = [];
    const log = { error: (entry: unknown) => void logged.push(entry) };
    const pictures = createS3UploadStore(client, bucket ?? config.bucket, log);
    const files = createS3ClaimFileStore(client, bucket ?? config.bucket, log);
    const name = `restaurants/1/${'b'.repeat(24)}-400.webp`;
    await expect(pictures.put(name, Buffer.from('x'), 'image/webp')).rejects.toEqual(refusal);
    await expect(pictures.read(name)).rejects.toBeInstanceOf(AppError);
    await expect(files.put(`claims/${'0'.repeat(36)}.pdf`, pdfOf())).rejects.toEqual(refusal);
    await expect(files.delete(`claims/${'0'.repeat(36)}.pdf`)).rejects.toEqual(refusal);
    expect(logged).toHaveLength(4);
    expect(logged[0]).toMatchObject({ operation: 'put', key: name, err: expect.any(Error) });
    (await client()).client.destroy();
  });

  it('refuses a name the server did not write before it reaches the bucket', async () => {
    const files = createS3ClaimFileStore(createS3Client(t.config.uploadsS3!), s3.bucket);
    await expect(files.put('../restaurants/1/x.webp', pdfOf())).rejects.toThrow(/not a stored/);
    expect(await files.read('restaurants/1/x.webp')).toBeNull();
    await expect(files.delete(`claims/${'1'.repeat(36)}.pdf`)).resolves.toBeUndefined();
  });
});

describe('UPLOADS_S3_PUBLIC_URL', () => {
  it("sends readers of a picture to the bucket's public address; claim files never", async () => {
    const other = await createTestApp({
      env: { ...s3.env, UPLOADS_S3_PUBLIC_URL: 'https://cdn.tablefor.example/pictures/' },
    });
    try {
      const name = `restaurants/7/${'c'.repeat(24)}-800.webp`;
      const res = await other.app.inject({ url: `/uploads/${name}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`https://cdn.tablefor.example/pictures/${name}`);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      for (const url of [
        '/uploads/private/claims/x.pdf',
        `/uploads/claims/${'0'.repeat(36)}.pdf`,
      ]) {
        expect((await other.app.inject({ url })).statusCode).toBe(404);
      }
    } finally {
      await other.close();
    }
  });
});
