/**
 * A picture uploaded through one API process is served by the other: pictures live in the
 * shared bucket, not in either process's folder (each has a DATA_DIR of its own).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { drawPicture, multipart } from '../../modules/gallery/gallery-test-pictures.ts';
import { createRestaurant } from '../restaurant-factory.ts';
import { call, cluster, openClusterDatabase, signUp } from './cluster-client.ts';

describe.skipIf(!cluster)('gallery pictures across two API processes (DATABASE_URL)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openClusterDatabase();
  });
  afterAll(() => database?.close());

  it('serves from process 1 the picture an owner uploaded through process 0', async () => {
    const owner = await signUp('10.30.0.1');
    const restaurant = await createRestaurant(database.db, { owner_id: owner.id });
    const form = multipart({ body: await drawPicture('png', 1200, 900), filename: 'room.png' });
    const uploaded = await call(`/api/restaurants/${restaurant.id}/images`, {
      method: 'POST',
      process: 0,
      body: form.payload,
      headers: { ...owner.headers, ...form.headers },
    });
    expect(uploaded.status, uploaded.body.toString()).toBe(201);
    expect(uploaded.upstream).toBe(0);
    const { imageUrl } = uploaded.json<{ imageUrl: string }>();

    const fromOther = await call(imageUrl, { process: 1 });
    expect(fromOther.status).toBe(200);
    expect(fromOther.upstream).toBe(1);
    expect(await sharp(fromOther.body).metadata()).toMatchObject({ format: 'webp', width: 800 });
    const fromSame = await call(imageUrl, { process: 0 });
    expect(fromSame.status).toBe(200);
    expect(fromOther.body.equals(fromSame.body)).toBe(true);

    // The gallery each process reads lists it too.
    const detail = await call(`/api/restaurants/${restaurant.id}`, { process: 1 });
    expect(detail.json<{ image_gallery: string[] }>().image_gallery).toEqual([imageUrl]);
  });
});
