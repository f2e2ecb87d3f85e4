/**
 * The gallery routes' JSON contracts. The upload itself is multipart (field `image`), read by
 * read-image-upload.ts; its limits and messages are shared (packages/shared/src/gallery-rules.ts).
 */
import { galleryCodes } from '@tablefor/shared';
import { z } from 'zod';

const imageUrlRequired = galleryCodes.imageUrlRequired;

/** 201 of POST /api/restaurants/{id}/images: the new picture's URL (its 800 px size). */
export const galleryImageAddedSchema = z.object({
  imageUrl: z.string(),
  image_gallery: z.array(z.string()),
});

/** DELETE /api/restaurants/{id}/images: which picture to take out, as the gallery lists it. */
export const removeGalleryImageInputSchema = z.object({
  imageUrl: z
    .string({ error: imageUrlRequired })
    .trim()
    .min(1, { error: imageUrlRequired })
    .max(2048, { error: imageUrlRequired }),
});

/** 200 of the DELETE: the gallery left and the preview, which moves on when it was removed. */
export const galleryImageRemovedSchema = z.object({
  image_gallery: z.array(z.string()),
  preview_img: z.string(),
});
