/**
 * Compression of the server-rendered pages. They are answered by the not-found handler, which
 * @fastify/compress does not reach (it hooks routes), and a page's markup and data compress
 * five-fold: on a phone's link that is most of the time to first paint.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type EncodedPage = { body: Buffer | string; encoding?: 'br' | 'gzip' };

/** Whether `accept-encoding` offers `coding` with a weight above zero. */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  return (header ?? '').split(',').some((offer) => {
    const [name, ...params] = offer.trim().toLowerCase().split(';');
    if (name?.trim() !== coding) return false;
    const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    return weight === undefined || Number(weight) > 0;
  });
}

export function encodePage(html: string, acceptEncoding: string | undefined): EncodedPage {
  if (acceptsEncoding(acceptEncoding, 'br')) {
    // Quality 5: most of brotli's gain at a fraction of its default (11) cost, per request.
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5 };
    return { body: brotliCompressSync(html, { params }), encoding: 'br' };
  }
  if (acceptsEncoding(acceptEncoding, 'gzip')) return { body: gzipSync(html), encoding: 'gzip' };
  return { body: html };
}
