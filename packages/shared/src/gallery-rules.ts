/**
 * Gallery uploads: what an upload may be, the responsive sizes the server writes, how
 * their URLs are named, and the spec's messages. Zod-free, so pages load them cheaply.
 */
import { MAX_GALLERY_IMAGES, MAX_IMAGE_BYTES } from './gallery-limits.ts';
import { messageCodes, messageEntries, messageTexts } from './messages/define-messages.ts';
import { stockImageSources } from './stock-renditions.ts';

/** The multipart field that carries the picture. */
export const GALLERY_UPLOAD_FIELD = 'image';

/** For a file input's `accept`: the formats the server recognises (by their bytes, not this list). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** 5,242,880 bytes is 5 MB as the spec counts (MiB). */
export const MAX_IMAGE_MEGABYTES = MAX_IMAGE_BYTES / (1024 * 1024);

/** Pixels an upload may decode to: refuses decompression bombs (a tiny file of a huge canvas). */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_MEGAPIXELS = MAX_IMAGE_PIXELS / 1_000_000;

/**
 * The widths every upload is stored at, as WebP. A width never holds more pixels than the original
 * had: a 600 px wide upload is 400 px in the first and 600 px in the other two.
 */
export const GALLERY_IMAGE_WIDTHS = [400, 800, 1600] as const;
export type GalleryImageWidth = (typeof GALLERY_IMAGE_WIDTHS)[number];
/** The width whose URL the gallery stores (`imageUrl`). */
export const GALLERY_IMAGE_URL_WIDTH: GalleryImageWidth = 800;

/** `/uploads/restaurants/{restaurantId}/{24 hex}-{width}.webp`: only names the server writes. */
const UPLOADED_IMAGE_URL = /^\/uploads\/(restaurants\/[1-9]\d{0,9}\/[0-9a-f]{24})-(\d{3,4})\.webp$/;

export const uploadedImageUrl = (
  restaurantId: number,
  imageId: string,
  width: GalleryImageWidth,
): string => `/uploads/restaurants/${restaurantId}/${imageId}-${width}.webp`;

export type ResponsiveImageSource = { url: string; width: GalleryImageWidth };

/**
 * Every stored size of an uploaded picture, narrowest first (for `srcset`); empty for any other
 * picture (stock `/images/…` files have their copies in `stockImageSources`).
 */
export function responsiveImageSources(imageUrl: string): ResponsiveImageSource[] {
  const match = UPLOADED_IMAGE_URL.exec(imageUrl);
  const width = Number(match?.[2]);
  if (!match || !GALLERY_IMAGE_WIDTHS.some((known) => known === width)) return [];
  return GALLERY_IMAGE_WIDTHS.map((size) => ({
    url: `/uploads/${match[1]}-${size}.webp`,
    width: size,
  }));
}

/**
 * `srcset` for an uploaded picture or a stock one's WebP copies (`… 400w, … 800w, … 1600w`), or ''
 * for any other picture.
 */
export const responsiveSrcSet = (imageUrl: string): string =>
  [...responsiveImageSources(imageUrl), ...stockImageSources(imageUrl)]
    .map((source) => `${source.url} ${source.width}w`)
    .join(', ');

const galleryMessageDefinitions = {
  notAnImage: 'Please select an image file',
  tooLarge: {
    text: 'Image size should be less than {{megabytes}}MB',
    params: { megabytes: MAX_IMAGE_MEGABYTES },
  },
  galleryFull: {
    text: 'Maximum {{max}} images allowed in gallery',
    params: { max: MAX_GALLERY_IMAGES },
  },
  tooManyPixels: {
    text: 'Image dimensions should be at most {{megapixels}} megapixels',
    params: { megapixels: MAX_IMAGE_MEGAPIXELS },
  },
  imageUrlRequired: 'Please choose an image to remove',
  notInGallery: 'This image is not in the gallery',
  uploadFailed: 'Failed to upload image',
} as const;

export const galleryMessages = /* @__PURE__ */ messageTexts(galleryMessageDefinitions);
export const galleryCodes = /* @__PURE__ */ messageCodes('gallery', galleryMessageDefinitions);
export const galleryMessageEntries = /* @__PURE__ */ messageEntries(
  'gallery',
  galleryMessageDefinitions,
);
