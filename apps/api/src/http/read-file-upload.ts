/**
 * Reads the one file of a multipart request, never holding more than its size limit: busboy stops
 * the file at `maxBytes` (marking it truncated) and the bytes are counted too. The caller names
 * the refusals: what is too large (413) and what is no file or a broken form (400).
 */
import type { MultipartFile } from '@fastify/multipart';
import type { AppError } from '@tablefor/server-kit';
import type { FastifyRequest } from 'fastify';

export type FileUploadRules = {
  field: string;
  maxBytes: number;
  tooLarge: () => AppError;
  invalid: () => AppError;
};

export type FileUpload = { bytes: Buffer; filename: string };

/** One file and a few small fields: the limits every upload route registers multipart with. */
export const uploadLimits = (maxBytes: number) =>
  ({ fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 }) as const;

const isFileTooLarge = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

export async function readFileUpload(
  request: FastifyRequest,
  { field, maxBytes, tooLarge, invalid }: FileUploadRules,
): Promise<FileUpload> {
  if (!request.isMultipart()) throw invalid();
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: uploadLimits(maxBytes) });
  } catch (error) {
    throw isFileTooLarge(error) ? tooLarge() : invalid();
  }
  if (!file || file.fieldname !== field) throw invalid();

  const chunks: Buffer[] = [];
  let size = 0;
  let refusal: AppError | null = null;
  try {
    for await (const chunk of file.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      // Busboy never passes the limit; counting too keeps the promise if that ever changed.
      if (file.file.truncated || size > maxBytes) {
        refusal = tooLarge();
        break;
      }
      chunks.push(chunk);
    }
  } catch (error) {
    throw isFileTooLarge(error) ? tooLarge() : invalid();
  }
  if (refusal || file.file.truncated) throw refusal ?? tooLarge();
  return { bytes: Buffer.concat(chunks, size), filename: file.filename };
}
