/**
 * What the browser checks before an upload starts, with the shared limits and messages:
 * an image, at most 5 MB, and room left in a gallery of at most 10. The server checks again.
 */
import {
  galleryCodes,
  MAX_GALLERY_IMAGES,
  MAX_IMAGE_BYTES,
  type MessageCode,
} from '@tablefor/shared';

type FileFacts = Pick<File, 'type' | 'size'>;

/** The message to show instead of uploading, or null when the file may go. */
export function uploadProblem(file: FileFacts, galleryCount: number): MessageCode | null {
  if (!file.type.startsWith('image/')) return galleryCodes.notAnImage;
  if (file.size > MAX_IMAGE_BYTES) return galleryCodes.tooLarge;
  if (galleryCount >= MAX_GALLERY_IMAGES) return galleryCodes.galleryFull;
  return null;
}
