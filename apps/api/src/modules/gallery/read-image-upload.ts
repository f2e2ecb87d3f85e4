/** Reads the one picture of a multipart request, never holding more than the size limit. */
import type { MultipartFile } from '@fastify/multipart';
import { AppError, problem } from '@tablefor/server-kit';
import { GALLERY_UPLOAD_FIELD, galleryCodes, MAX_IMAGE_BYTES } from '@tablefor/shared';
import type { FastifyRequest } from 'fastify';
import { notAnImage } from './gallery-image-encoding.ts';

/** Busboy stops each file at `fileSize` bytes (marking it truncated); one file, a few small fields. */
export const UPLOAD_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 12,
} as const;

export const imageTooLarge = () => new AppError(413, [problem('image', galleryCodes.tooLarge)]);

const isFileTooLarge = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** The bytes of the `image` file field; 413 past the limit, 400 for no file or a broken form. */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw notAnImage();
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: UPLOAD_LIMITS });
  } catch (error) {
    throw isFileTooLarge(error) ? imageTooLarge() : notAnImage();
  }
  if (!file || file.fieldname !== GALLERY_UPLOAD_FIELD) throw notAnImage();

  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      // Busboy never passes the limit; counting too keeps the promise if that ever changed.
      if (file.file.truncated || size > MAX_IMAGE_BYTES) throw imageTooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw isFileTooLarge(error) ? imageTooLarge() : notAnImage();
  }
  if (file.file.truncated) throw imageTooLarge();
  return Buffer.concat(chunks, size);
}
