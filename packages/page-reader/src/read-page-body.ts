/** Reads an answer's body up to a size cap, decoding gzip, deflate and brotli as it streams. */
import type { IncomingMessage } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { CrawlFailure } from './crawl-failure.ts';

const MEGABYTE = 1024 * 1024;

function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  if (!decoder) return response;
  // pipeline destroys the decoder when the answer fails, so reading it rejects instead of hanging.
  return pipeline(response, decoder, () => {});
}

/** The body, or `tooLarge` as soon as it (declared or decoded) passes `maxBytes`. */
export async function readPageBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new CrawlFailure('tooLarge', { max: maxBytes / MEGABYTE });
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of decoded(response)) {
    const bytes = chunk as Buffer;
    size += bytes.byteLength;
    if (size > maxBytes) throw tooLarge();
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}
