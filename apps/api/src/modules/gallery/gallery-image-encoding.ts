/**
 * Turns an uploaded file into the gallery's WebP sizes. The file is recognised by its bytes (never
 * its name or declared type), decoded within a pixel budget, turned upright, and written again
 * from bare pixels, so no EXIF, GPS, XMP or ICC data of the original can survive.
 */
import { AppError, problem } from '@tablefor/server-kit';
import {
  GALLERY_IMAGE_WIDTHS,
  galleryCodes,
  MAX_IMAGE_PIXELS,
  type GalleryImageWidth,
} from '@tablefor/shared';
import sharp, { type SharpOptions } from 'sharp';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** One stored size: its slot (`-800.webp`) and the WebP bytes, at most that wide. */
export type GalleryImageVariant = { width: GalleryImageWidth; pixelWidth: number; bytes: Buffer };

const ascii = (text: string) => [...text].map((letter) => letter.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The format named by the file's magic number, or null for anything else. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  return null;
}

export const notAnImage = () => new AppError(400, [problem('image', galleryCodes.notAnImage)]);
const tooManyPixels = () => new AppError(400, [problem('image', galleryCodes.tooManyPixels)]);

/**
 * `limitInputPixels` refuses a decompression bomb from its header, before any pixel is decoded.
 * `failOn: 'warning'` refuses truncated or damaged files instead of filling them with grey.
 * Animated GIF and WebP keep their first frame (sharp's default).
 */
const DECODE: SharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' };
const WEBP_QUALITY = 80;

/**
 * The stored sizes of one upload, narrowest first; refuses anything that is not a whole image.
 * `widths` defaults to the gallery's; a claim's photo is kept at the largest only.
 */
export async function encodeGalleryImage(
  bytes: Buffer,
  widths: readonly GalleryImageWidth[] = GALLERY_IMAGE_WIDTHS,
): Promise<GalleryImageVariant[]> {
  const format = sniffImageFormat(bytes);
  if (!format) throw notAnImage();
  try {
    const metadata = await sharp(bytes, DECODE).metadata();
    if (metadata.format !== format) throw notAnImage();
    const largest = Math.min(Math.max(...widths), metadata.autoOrient.width);
    // Decoded once, upright, at the largest size needed: the sizes are made from these pixels.
    const { data, info } = await sharp(bytes, DECODE)
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const encoded = new Map<number, Promise<Buffer>>();
    const encode = (pixelWidth: number) =>
      sharp(data, { raw })
        .resize({ width: pixelWidth, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
    const variants: GalleryImageVariant[] = [];
    for (const width of widths) {
      const pixelWidth = Math.min(width, info.width);
      const once = encoded.get(pixelWidth) ?? encode(pixelWidth);
      encoded.set(pixelWidth, once);
      variants.push({ width, pixelWidth, bytes: await once });
    }
    return variants;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw notAnImage();
  }
}
