import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser } from '../../test/factories.ts';
import { createRestaurant } from '../../test/restaurant-factory.ts';
import { findGallery } from './gallery-queries.ts';
import {
  createGalleryTestApp,
  signedUpAdmin,
  storedFiles,
  uploadPicture,
  type GalleryTestApp,
} from './gallery-test-app.ts';
import { drawPicture } from './gallery-test-pictures.ts';

let t: GalleryTestApp;
beforeAll(async () => {
  t = await createGalleryTestApp();
});
afterAll(() => t.close());

const uploadAs = async (headers: Record<string, string>, restaurantId: number) =>
  uploadPicture(t, headers, restaurantId, { body: await drawPicture('jpeg') });

describe('who may change a gallery', () => {
  it('answers anonymous 401, a diner or another owner 403, its owner and an administrator 201; refusals store nothing', async () => {
    const diner = await signedUpUser(t);
    const owner = await signedUpUser(t);
    const otherOwner = await signedUpUser(t);
    const admin = await signedUpAdmin(t);
    const restaurant = await createRestaurant(t.db, { owner_id: owner.id });
    await createRestaurant(t.db, { owner_id: otherOwner.id });

    const anonymous = await uploadAs({}, restaurant.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors).toEqual(['auth: Unauthorized']);
    const forged = await uploadAs({ authorization: 'Bearer not-a-token' }, restaurant.id);
    expect(forged.statusCode).toBe(401);
    for (const stranger of [diner, otherOwner]) {
      const user = await uploadAs(stranger.headers, restaurant.id);
      expect(user.statusCode).toBe(403);
      expect(user.json().details[0]).toMatchObject({ field: 'auth' });
    }
    expect(await storedFiles(t.uploadsDir)).toEqual([]);
    expect((await findGallery(t.db, restaurant.id))?.image_gallery).toEqual([]);

    expect((await uploadAs(owner.headers, restaurant.id)).statusCode).toBe(201);
    expect((await uploadAs(admin.headers, restaurant.id)).statusCode).toBe(201);
    expect(await storedFiles(t.uploadsDir)).toHaveLength(6);
  });

  it('checks the caller before the restaurant or the body: 401 even for a missing restaurant', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/restaurants/999999/images',
      payload: 'not multipart at all',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('lets only its owners and administrators remove pictures', async () => {
    const admin = await signedUpAdmin(t);
    const diner = await signedUpUser(t);
    const owner = await signedUpUser(t);
    const restaurant = await createRestaurant(t.db, { owner_id: owner.id });
    const imageUrl = (await uploadAs(admin.headers, restaurant.id)).json().imageUrl as string;
    const before = await storedFiles(t.uploadsDir);
    const remove = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/restaurants/${restaurant.id}/images`,
        payload: { imageUrl },
        headers,
      });
    expect((await remove({})).statusCode).toBe(401);
    expect((await remove(diner.headers)).statusCode).toBe(403);
    expect(await storedFiles(t.uploadsDir)).toEqual(before);
    expect((await findGallery(t.db, restaurant.id))?.image_gallery).toEqual([imageUrl]);
    expect((await remove(owner.headers)).statusCode).toBe(200);
    expect((await findGallery(t.db, restaurant.id))?.image_gallery).toEqual([]);
  });
});

describe('serving uploads', () => {
  it('answers 404 for any name the server did not write, traversal included', async () => {
    for (const url of [
      '/uploads/',
      '/uploads/restaurants/1/abc-800.webp',
      `/uploads/restaurants/1/${'a'.repeat(24)}-800.webp`,
      `/uploads/restaurants/1/${'a'.repeat(24)}-801.webp`,
      `/uploads/restaurants/1/${'A'.repeat(24)}-800.webp`,
      `/uploads/restaurants/01/${'a'.repeat(24)}-800.webp`,
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/restaurants/..%2F..%2F..%2Fsrc%2Fapp.ts',
      '/uploads/%2E%2E/%2E%2E/package.json',
      '/uploads/restaurants/1/../../../package.json',
      '/uploads/__proto__',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('lists both routes in the OpenAPI document as signed-in only', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json();
    const path = doc.paths['/api/restaurants/{id}/images'];
    expect(path.post.security).toEqual([{ bearer: [] }]);
    expect(path.delete.security).toEqual([{ bearer: [] }]);
    expect(path.delete.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'imageUrl',
    );
  });
});
