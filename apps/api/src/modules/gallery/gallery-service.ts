/**
 * Adding pictures to a restaurant's gallery and taking them out. Each change locks the restaurant's
 * row, so the 10-picture limit holds under parallel uploads, and a refused upload leaves neither a
 * row nor a file behind.
 */
import { randomBytes } from 'node:crypto';
import { AppError, conflict, notFound, problem } from '@tablefor/server-kit';
import {
  GALLERY_IMAGE_URL_WIDTH,
  galleryCodes,
  MAX_GALLERY_IMAGES,
  responsiveImageSources,
  uploadedImageUrl,
} from '@tablefor/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { encodeGalleryImage } from './gallery-image-encoding.ts';
import { findGallery, lockGallery, saveGallery, type GalleryRow } from './gallery-queries.ts';
import { isUploadName, UPLOADS_URL_PREFIX, type UploadStore } from './upload-store.ts';

export type GalleryDeps = {
  db: Database;
  store: UploadStore;
  /** Where a stored file that could not be deleted again is reported. */
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

const galleryFull = () => conflict(problem('image', galleryCodes.galleryFull));

/** 404 for an unknown restaurant, 409 for a full gallery: answered before the upload is read. */
export async function ensureGalleryHasRoom(db: Database, restaurantId: number) {
  const gallery = await findGallery(db, restaurantId);
  if (!gallery) throw notFound('restaurant');
  if (gallery.image_gallery.length >= MAX_GALLERY_IMAGES) throw galleryFull();
}

/**
 * Stores the picture's sizes and appends its 800 px URL to the gallery. A restaurant without a
 * preview picture gets this one as its preview. The files are written first, outside the
 * transaction (a bucket's latency never holds the restaurant's lock), then the row; when either
 * fails, every file tried is deleted again, and one that cannot be is logged, not answered.
 */
export async function addGalleryImage(
  { db, store, log }: GalleryDeps,
  restaurantId: number,
  upload: Buffer,
): Promise<{ imageUrl: string; image_gallery: string[] }> {
  const variants = await encodeGalleryImage(upload);
  const imageId = randomBytes(12).toString('hex');
  const imageUrl = uploadedImageUrl(restaurantId, imageId, GALLERY_IMAGE_URL_WIDTH);
  const tried: string[] = [];
  try {
    for (const variant of variants) {
      const name = uploadName(uploadedImageUrl(restaurantId, imageId, variant.width));
      // Counted before the write: a write that fails midway may still have left an object.
      tried.push(name);
      await store.put(name, variant.bytes, 'image/webp');
    }
    return await db.transaction(async (tx) => {
      const gallery = await lockGallery(tx, restaurantId);
      if (!gallery) throw notFound('restaurant');
      if (gallery.image_gallery.length >= MAX_GALLERY_IMAGES) throw galleryFull();
      const image_gallery = [...gallery.image_gallery, imageUrl];
      await saveGallery(tx, restaurantId, {
        image_gallery,
        preview_img: gallery.preview_img || imageUrl,
      });
      return { imageUrl, image_gallery };
    });
  } catch (error) {
    const results = await Promise.allSettled(tried.map((name) => store.delete(name)));
    const undeleted = tried.filter((_, index) => results[index]?.status === 'rejected');
    if (undeleted.length) log?.warn({ undeleted }, 'gallery files left behind');
    throw error;
  }
}

/**
 * Takes `imageUrl` out of the gallery and deletes its stored sizes. When it was the preview, the
 * first picture left in the gallery becomes the preview ('' when none is left). Files are deleted
 * after the change is committed; the names that could not be deleted are answered for logging.
 */
export async function removeGalleryImage(
  { db, store }: GalleryDeps,
  restaurantId: number,
  imageUrl: string,
): Promise<{ gallery: GalleryRow; undeleted: string[] }> {
  const gallery = await db.transaction(async (tx) => {
    const current = await lockGallery(tx, restaurantId);
    if (!current) throw notFound('restaurant');
    if (!current.image_gallery.includes(imageUrl)) {
      throw new AppError(404, [problem('imageUrl', galleryCodes.notInGallery)]);
    }
    const image_gallery = current.image_gallery.filter((url) => url !== imageUrl);
    const preview_img =
      current.preview_img === imageUrl ? (image_gallery[0] ?? '') : current.preview_img;
    const changed = { image_gallery, preview_img };
    await saveGallery(tx, restaurantId, changed);
    return changed;
  });
  const names = storedNamesOf(restaurantId, imageUrl);
  const results = await Promise.allSettled(names.map((name) => store.delete(name)));
  const undeleted = names.filter((_, index) => results[index]?.status === 'rejected');
  return { gallery, undeleted };
}

const uploadName = (url: string) => url.slice(UPLOADS_URL_PREFIX.length);

/**
 * The stored files behind a gallery URL: those of an upload into this restaurant's own folder only
 * (a stock picture or outside address has none, and another restaurant's files are not ours).
 */
function storedNamesOf(restaurantId: number, imageUrl: string): string[] {
  const folder = `restaurants/${restaurantId}/`;
  return responsiveImageSources(imageUrl)
    .map((source) => uploadName(source.url))
    .filter((name) => name.startsWith(folder) && isUploadName(name));
}
