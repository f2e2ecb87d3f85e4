/** Reading a restaurant's gallery, plainly or locked for a change. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';

export type GalleryRow = { image_gallery: string[]; preview_img: string };

const galleryColumns = {
  image_gallery: restaurants.image_gallery,
  preview_img: restaurants.preview_img,
};

/** The gallery of any restaurant row (administrators manage unpublished ones too), or null. */
export async function findGallery(db: Database, restaurantId: number): Promise<GalleryRow | null> {
  const [row] = await db
    .select(galleryColumns)
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row ?? null;
}

/**
 * The gallery, its row locked until the transaction ends: two uploads to one restaurant take turns,
 * so each counts the other's picture and the limit holds.
 */
export async function lockGallery(db: Database, restaurantId: number): Promise<GalleryRow | null> {
  const [row] = await db
    .select(galleryColumns)
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .for('update');
  return row ?? null;
}

export async function saveGallery(db: Database, restaurantId: number, gallery: GalleryRow) {
  await db
    .update(restaurants)
    .set({ ...gallery, updated_at: new Date() })
    .where(eq(restaurants.id, restaurantId));
}
