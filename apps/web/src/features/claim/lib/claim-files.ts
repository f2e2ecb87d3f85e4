/** The checks made when a file is picked; the server checks the bytes again. */
import {
  CLAIM_MAX_PHOTOS,
  CLAIM_MENU_MAX_BYTES,
  CLAIM_PHOTO_MAX_BYTES,
  claimCodes,
  type MessageCode,
} from '@tablefor/shared';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export function menuProblem(file: File): MessageCode | null {
  const isPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!isPdf) return claimCodes.menuNotPdf;
  return file.size > CLAIM_MENU_MAX_BYTES ? claimCodes.menuTooLarge : null;
}

export function photosProblem(current: File[], added: File[]): MessageCode | null {
  if (added.some((file) => !PHOTO_TYPES.includes(file.type))) return claimCodes.photoType;
  if (added.some((file) => file.size > CLAIM_PHOTO_MAX_BYTES)) return claimCodes.photoTooLarge;
  return current.length + added.length > CLAIM_MAX_PHOTOS ? claimCodes.tooManyPhotos : null;
}

export const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
