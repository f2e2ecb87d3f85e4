/** Reads the one picture of a gallery upload (field `image`, at most the image size limit). */
import { AppError, problem } from '@tablefor/server-kit';
import { GALLERY_UPLOAD_FIELD, galleryCodes, MAX_IMAGE_BYTES } from '@tablefor/shared';
import type { FastifyRequest } from 'fastify';
import { readFileUpload, uploadLimits } from '../../http/read-file-upload.ts';
import { notAnImage } from './gallery-image-encoding.ts';

export const UPLOAD_LIMITS = uploadLimits(MAX_IMAGE_BYTES);

export const imageTooLarge = () => new AppError(413, [problem('image', galleryCodes.tooLarge)]);

/** The bytes of the `image` file field; 413 past the limit, 400 for no file or a broken form. */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  const upload = await readFileUpload(request, {
    field: GALLERY_UPLOAD_FIELD,
    maxBytes: MAX_IMAGE_BYTES,
    tooLarge: imageTooLarge,
    invalid: notAnImage,
  });
  return upload.bytes;
}
