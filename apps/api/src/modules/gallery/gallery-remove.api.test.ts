import { galleryMessages } from '@tablefor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  t = await createGalleryTestApp();
  admin = await signedUpAdmin(t);
});
afterAll(() => t.close());

async function uploaded(restaurantId: number): Promise<string> {
  const picture = await drawPicture('png', 1800, 900);
  const res = await uploadPicture(t, admin.headers, restaurantId, { body: picture });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
  return res.json<{ imageUrl: string }>().imageUrl;
}

const remove = (restaurantId: number | string, payload: unknown) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/restaurants/${restaurantId}/images`,
    payload: payload as Record<string, unknown>,
    headers: admin.headers,
  });

const filesOf = async (restaurantId: number) =>
  (await storedFiles(t.uploadsDir)).filter((name) =>
    name.startsWith(`restaurants/${restaurantId}/`),
  );

describe('removing a gallery picture', () => {
  it('takes it out of the gallery and deletes its three files', async () => {
    const restaurant = await createRestaurant(t.db, { preview_img: '/images/restaurants/5.svg' });
    const first = await uploaded(restaurant.id);
    const second = await uploaded(restaurant.id);
    expect(await filesOf(restaurant.id)).toHaveLength(6);

    const res = await remove(restaurant.id, { imageUrl: first });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      image_gallery: [second],
      preview_img: '/images/restaurants/5.svg',
    });
    const left = await filesOf(restaurant.id);
    expect(left).toHaveLength(3);
    expect(left.every((name) => second.includes(name.split('-')[0] ?? '?'))).toBe(true);
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ url: second })).statusCode).toBe(200);
  });

  it('moves the preview to the first picture left, or to none', async () => {
    const restaurant = await createRestaurant(t.db, { preview_img: '' });
    const first = await uploaded(restaurant.id);
    const second = await uploaded(restaurant.id);
    expect((await findGallery(t.db, restaurant.id))?.preview_img).toBe(first);

    const once = await remove(restaurant.id, { imageUrl: first });
    expect(once.json()).toEqual({ image_gallery: [second], preview_img: second });
    const twice = await remove(restaurant.id, { imageUrl: second });
    expect(twice.json()).toEqual({ image_gallery: [], preview_img: '' });
    expect(await findGallery(t.db, restaurant.id)).toEqual({ image_gallery: [], preview_img: '' });
    expect(await filesOf(restaurant.id)).toEqual([]);
  });

  it('removes a stock picture from the gallery without touching any file', async () => {
    const restaurant = await createRestaurant(t.db, {
      image_gallery: ['/images/restaurants/1.svg', '/images/restaurants/2.svg'],
      preview_img: '/images/restaurants/1.svg',
    });
    const own = await uploaded(restaurant.id);
    const res = await remove(restaurant.id, { imageUrl: '/images/restaurants/1.svg' });
    expect(res.json()).toEqual({
      image_gallery: ['/images/restaurants/2.svg', own],
      preview_img: '/images/restaurants/2.svg',
    });
    expect(await filesOf(restaurant.id)).toHaveLength(3);
  });

  it("never deletes another restaurant's files through a copied URL", async () => {
    const owner = await createRestaurant(t.db);
    const url = await uploaded(owner.id);
    const copier = await createRestaurant(t.db, { image_gallery: [url] });
    const res = await remove(copier.id, { imageUrl: url });
    expect(res.json().image_gallery).toEqual([]);
    expect(await filesOf(owner.id)).toHaveLength(3);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  });

  it('answers 404 for a picture the gallery does not hold, changing nothing', async () => {
    const restaurant = await createRestaurant(t.db);
    const own = await uploaded(restaurant.id);
    const res = await remove(restaurant.id, {
      imageUrl: own.replace(/[0-9a-f]{24}/, 'f'.repeat(24)),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toEqual([`imageUrl: ${galleryMessages.notInGallery}`]);
    expect((await findGallery(t.db, restaurant.id))?.image_gallery).toEqual([own]);
    expect(await filesOf(restaurant.id)).toHaveLength(3);
  });

  it('asks for the picture to remove', async () => {
    const restaurant = await createRestaurant(t.db);
    for (const payload of [{}, { imageUrl: '' }, { imageUrl: 42 }]) {
      const res = await remove(restaurant.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([`imageUrl: ${galleryMessages.imageUrlRequired}`]);
    }
  });

  it('answers 404 for an unknown or malformed restaurant id', async () => {
    for (const id of ['999999', 'x1']) {
      const res = await remove(id, { imageUrl: '/images/restaurants/1.svg' });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors).toEqual(['restaurant: Not found']);
    }
  });
});
