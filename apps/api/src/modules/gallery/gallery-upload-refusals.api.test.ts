import { galleryMessages, MAX_GALLERY_IMAGES, MAX_IMAGE_BYTES } from '@tablefor/shared';
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
import { drawDecompressionBomb, drawPicture, type FilePart } from './gallery-test-pictures.ts';

let t: GalleryTestApp;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  t = await createGalleryTestApp();
  admin = await signedUpAdmin(t);
});
afterAll(() => t.close());

const upload = (restaurantId: number | string, file: FilePart | null) =>
  uploadPicture(t, admin.headers, restaurantId, file);

describe('refused uploads change nothing', () => {
  async function expectRefused(
    file: FilePart | null,
    status: number,
    message: string,
    restaurantFields = {},
  ) {
    const restaurant = await createRestaurant(t.db, restaurantFields);
    const galleryBefore = await findGallery(t.db, restaurant.id);
    const filesBefore = await storedFiles(t.uploadsDir);
    const res = await upload(restaurant.id, file);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().errors).toEqual([`image: ${message}`]);
    expect(res.json().details).toEqual([expect.objectContaining({ field: 'image' })]);
    expect(await findGallery(t.db, restaurant.id)).toEqual(galleryBefore);
    expect(await storedFiles(t.uploadsDir)).toEqual(filesBefore);
    return res;
  }

  it('refuses a file one byte over 5 MB with 413, whatever it holds', async () => {
    const res = await expectRefused(
      { body: Buffer.alloc(MAX_IMAGE_BYTES + 1, 0xff), filename: 'big.jpg' },
      413,
      'Image size should be less than 5MB',
    );
    expect(res.json().details[0]).toMatchObject({ code: 'gallery.tooLarge' });
  });

  it('reads a file of exactly 5 MB to the end (then finds it is not an image)', async () => {
    await expectRefused(
      { body: Buffer.alloc(MAX_IMAGE_BYTES, 0x41), filename: 'exact.png' },
      400,
      galleryMessages.notAnImage,
    );
  });

  it('refuses a text file named photo.png and sent as image/png', async () => {
    const res = await expectRefused(
      {
        body: Buffer.from('hello, not a picture\n'),
        filename: 'photo.png',
        contentType: 'image/png',
      },
      400,
      'Please select an image file',
    );
    expect(res.json().details[0]).toMatchObject({ code: 'gallery.notAnImage' });
  });

  it('refuses a PNG signature in front of other bytes', async () => {
    const fake = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 7)]);
    await expectRefused({ body: fake, filename: 'photo.png' }, 400, galleryMessages.notAnImage);
  });

  it.each(['jpeg', 'png', 'webp'] as const)('refuses a truncated %s', async (format) => {
    const whole = await drawPicture(format);
    const half = whole.subarray(0, Math.floor(whole.length / 2));
    await expectRefused({ body: half }, 400, galleryMessages.notAnImage);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = await drawDecompressionBomb();
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    const res = await expectRefused(
      { body: bomb, filename: 'tiny.png' },
      400,
      'Image dimensions should be at most 40 megapixels',
    );
    expect(res.json().details[0]).toMatchObject({ code: 'gallery.tooManyPixels' });
  });

  it('refuses a form without the image field', async () => {
    await expectRefused(null, 400, galleryMessages.notAnImage);
    await expectRefused(
      { field: 'picture', body: await drawPicture('png') },
      400,
      galleryMessages.notAnImage,
    );
  });

  it('refuses a body that is not multipart', async () => {
    const restaurant = await createRestaurant(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/restaurants/${restaurant.id}/images`,
      payload: { image: 'data:image/png;base64,AAAA' },
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([`image: ${galleryMessages.notAnImage}`]);
  });

  it(`refuses an image beyond the ${MAX_GALLERY_IMAGES}th`, async () => {
    const ten = Array.from(
      { length: MAX_GALLERY_IMAGES },
      (_, n) => `/images/restaurants/${n + 1}.svg`,
    );
    const res = await expectRefused(
      { body: await drawPicture('jpeg') },
      409,
      'Maximum 10 images allowed in gallery',
      { image_gallery: ten },
    );
    expect(res.json().details[0]).toMatchObject({ code: 'gallery.galleryFull' });
  });

  it('lets only one of three parallel uploads take the last place', async () => {
    const nine = Array.from(
      { length: MAX_GALLERY_IMAGES - 1 },
      (_, n) => `/images/fallback.svg#${n}`,
    );
    const restaurant = await createRestaurant(t.db, { image_gallery: nine });
    const picture = await drawPicture('png');
    const answers = await Promise.all([
      upload(restaurant.id, { body: picture }),
      upload(restaurant.id, { body: picture }),
      upload(restaurant.id, { body: picture }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    const gallery = await findGallery(t.db, restaurant.id);
    expect(gallery?.image_gallery).toHaveLength(MAX_GALLERY_IMAGES);
    const files = await storedFiles(t.uploadsDir);
    expect(files.filter((name) => name.startsWith(`restaurants/${restaurant.id}/`))).toHaveLength(
      3,
    );
  });

  it('answers 404 for an unknown or malformed restaurant id', async () => {
    const filesBefore = await storedFiles(t.uploadsDir);
    for (const id of ['999999', 'abc', '0', '1.5']) {
      const res = await upload(id, { body: await drawPicture('png') });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().errors).toEqual(['restaurant: Not found']);
    }
    expect(await storedFiles(t.uploadsDir)).toEqual(filesBefore);
  });
});
