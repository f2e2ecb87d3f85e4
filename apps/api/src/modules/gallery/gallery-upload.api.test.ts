import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant } from '../../test/restaurant-factory.ts';
import { UPLOAD_CACHE_CONTROL } from './gallery-routes.ts';
import { findGallery } from './gallery-queries.ts';
import {
  createGalleryTestApp,
  signedUpAdmin,
  storedFiles,
  uploadPicture,
  type GalleryTestApp,
} from './gallery-test-app.ts';
import { drawJpegWithGps, drawPicture, type FilePart } from './gallery-test-pictures.ts';

let t: GalleryTestApp;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  t = await createGalleryTestApp();
  admin = await signedUpAdmin(t);
});
afterAll(() => t.close());

const upload = (restaurantId: number | string, file: FilePart | null) =>
  uploadPicture(t, admin.headers, restaurantId, file);

const fetchUpload = (url: string) => t.app.inject({ method: 'GET', url });

describe('uploading a gallery picture', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
  ] as const)('takes a %s, stores it as WebP and appends its URL', async (format, type) => {
    const restaurant = await createRestaurant(t.db, { preview_img: '/images/restaurants/3.svg' });
    const res = await upload(restaurant.id, {
      body: await drawPicture(format),
      filename: `photo.${format}`,
      contentType: type,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { imageUrl, image_gallery } = res.json<{ imageUrl: string; image_gallery: string[] }>();
    expect(imageUrl).toMatch(
      new RegExp(`^/uploads/restaurants/${restaurant.id}/[0-9a-f]{24}-800\\.webp$`),
    );
    expect(image_gallery).toEqual([imageUrl]);
    expect(await findGallery(t.db, restaurant.id)).toEqual({
      image_gallery: [imageUrl],
      preview_img: '/images/restaurants/3.svg',
    });

    const served = await fetchUpload(imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe(UPLOAD_CACHE_CONTROL);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 800, height: 600 });
  });

  it('writes 400, 800 and 1600 px sizes, never wider than the original', async () => {
    const restaurant = await createRestaurant(t.db);
    const big = await upload(restaurant.id, { body: await drawPicture('png', 2400, 1200) });
    const small = await upload(restaurant.id, { body: await drawPicture('png', 600, 300) });
    const widths = async (imageUrl: string) =>
      Promise.all(
        [400, 800, 1600].map(async (size) => {
          const res = await fetchUpload(imageUrl.replace(/-800\.webp$/, `-${size}.webp`));
          expect(res.statusCode).toBe(200);
          return (await sharp(res.rawPayload).metadata()).width;
        }),
      );
    expect(await widths(big.json().imageUrl)).toEqual([400, 800, 1600]);
    expect(await widths(small.json().imageUrl)).toEqual([400, 600, 600]);
    expect(await storedFiles(t.uploadsDir)).toEqual(
      expect.arrayContaining([expect.stringMatching(`^restaurants/${restaurant.id}/`)]),
    );
  });

  it('makes the first picture the preview of a restaurant that has none', async () => {
    const restaurant = await createRestaurant(t.db, { preview_img: '' });
    const first = await upload(restaurant.id, { body: await drawPicture('jpeg') });
    const second = await upload(restaurant.id, { body: await drawPicture('jpeg') });
    expect(await findGallery(t.db, restaurant.id)).toEqual({
      image_gallery: [first.json().imageUrl, second.json().imageUrl],
      preview_img: first.json().imageUrl,
    });
  });

  it('turns the picture upright and strips its EXIF, GPS included', async () => {
    const original = await drawJpegWithGps();
    const before = await sharp(original).metadata();
    const gpsPointer = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
    expect(before.orientation).toBe(6);
    expect(gpsPointer.some((tag) => before.exif?.includes(tag))).toBe(true);

    const restaurant = await createRestaurant(t.db);
    const res = await upload(restaurant.id, { body: original });
    expect(res.statusCode).toBe(201);
    for (const size of [400, 800, 1600]) {
      const url = res.json<{ imageUrl: string }>().imageUrl.replace('-800.', `-${size}.`);
      const stored = (await fetchUpload(url)).rawPayload;
      const after = await sharp(stored).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(stored.includes('TestCam')).toBe(false);
      // 1200 × 600 turned a quarter: portrait, as the camera meant it.
      expect(after.height).toBeGreaterThan(after.width ?? 0);
    }
  });
});
