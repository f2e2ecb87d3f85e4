import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsEncoding, encodePage } from './page-compression.ts';

const html = `<!doctype html><html><body>${'<p>Trattoria</p>'.repeat(200)}</body></html>`;

describe('acceptsEncoding', () => {
  it('reads the offered codings and their weights', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'br')).toBe(true);
    expect(acceptsEncoding('gzip;q=0.5', 'gzip')).toBe(true);
    expect(acceptsEncoding('br;q=0, gzip', 'br')).toBe(false);
    expect(acceptsEncoding('br;q=0.0', 'br')).toBe(false);
    expect(acceptsEncoding('identity', 'gzip')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
    expect(acceptsEncoding('x-gzip', 'gzip')).toBe(false);
  });
});

describe('encodePage', () => {
  it('prefers brotli, then gzip, and sends the page as is otherwise', () => {
    const br = encodePage(html, 'gzip, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(br.body.length).toBeLessThan(html.length / 5);

    const gzip = encodePage(html, 'gzip, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);

    expect(encodePage(html, 'identity')).toEqual({ body: html });
  });
});
