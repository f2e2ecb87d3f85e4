/**
 * A page's character encoding, found the way browsers find it (HTML standard §13.2.3): a byte
 * order mark, then the charset of the Content-Type header, then the prescan of the first 1024
 * bytes (<meta charset>, <meta http-equiv="content-type">); then what the parser would meet later
 * (a <meta> declaring the charset further down, on which browsers re-read the page), then the
 * bytes themselves: text that is valid UTF-8 is UTF-8; otherwise windows-1252. The prescan is
 * encoding-sniffer's (cheerio's); decoding is the WHATWG TextDecoder's.
 */
import { ResultType, Sniffer } from 'encoding-sniffer/sniffer';

/** How far a declaration is looked for after the standard's 1024 bytes. */
const LATE_DECLARATION_BYTES = 64 * 1024;

export function charsetOfContentType(contentType: string): string | undefined {
  return /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1];
}

function sniff(body: Uint8Array, options: ConstructorParameters<typeof Sniffer>[0]) {
  const sniffer = new Sniffer(options);
  sniffer.write(body);
  return sniffer;
}

/** A WHATWG encoding name the decoder knows, or null for an unknown label. */
function knownEncoding(label: string): string | null {
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return null;
  }
}

function isUtf8(body: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
    return true;
  } catch {
    return false;
  }
}

/** The encoding a browser would read `body` in, given the header's Content-Type. */
export function pageEncoding(body: Uint8Array, contentType: string): string {
  const header = charsetOfContentType(contentType);
  const transportLayerEncodingLabel = header && knownEncoding(header) ? header : undefined;
  const early = sniff(body, { maxBytes: 1024, transportLayerEncodingLabel });
  if (early.resultType !== ResultType.DEFAULT) return knownEncoding(early.encoding) ?? 'utf-8';
  const late = sniff(body.subarray(0, LATE_DECLARATION_BYTES), {
    maxBytes: LATE_DECLARATION_BYTES,
  });
  if (late.resultType === ResultType.META_TAG) {
    const declared = knownEncoding(late.encoding);
    if (declared) return declared;
  }
  return isUtf8(body) ? 'utf-8' : 'windows-1252';
}

/** The page as text, in the encoding `pageEncoding` finds; a byte order mark is dropped. */
export function decodePage(body: Uint8Array, contentType: string): string {
  return new TextDecoder(pageEncoding(body, contentType)).decode(body);
}
