/** Gallery limits: at most 10 pictures, each at most 5 MB. */
export const MAX_GALLERY_IMAGES = 10;
export const MAX_IMAGE_BYTES = 5_242_880;
