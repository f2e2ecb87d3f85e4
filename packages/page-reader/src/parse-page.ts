/**
 * A fetched page as a document to query: decoded in the encoding a browser would read it in
 * (page-encoding.ts), cut where its elements nest deeper than any real page's, parsed by htmlparser2 (linear
 * in the page's size, where a spec parser slows down on pathological nesting).
 */
import { load, type CheerioAPI } from 'cheerio';
import { firstTooDeepTag } from './html-nesting.ts';
import { decodePage } from './page-encoding.ts';

/** Real pages nest a few dozen elements deep; what lies deeper than this is not read. */
export const MAX_NESTING = 256;

export function parsePage(body: Buffer, contentType: string): CheerioAPI {
  const decoded = decodePage(body, contentType);
  const tooDeepAt = firstTooDeepTag(decoded, MAX_NESTING);
  const html = tooDeepAt === null ? decoded : decoded.slice(0, tooDeepAt);
  return load(html, { xml: { xmlMode: false, decodeEntities: true } });
}
