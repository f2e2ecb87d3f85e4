import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockPictureListSchema } from '@tablefor/shared';
import { registerErrorHandler, useZodContracts } from '@tablefor/server-kit';
import { IMAGE_CACHE_CONTROL, imagesRoutes } from './images-routes.ts';
import type { PictureStore } from './picture-store.ts';
import { RESTAURANT_IMAGE_COUNT } from './scene-catalog.ts';

const app = Fastify();

beforeAll(async () => {
  registerErrorHandler(app);
  useZodContracts(app);
  await app.register(imagesRoutes);
  await app.ready();
});
afterAll(() => app.close());

const isSvg = (body: string) =>
  body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"') && body.endsWith('</svg>');

describe('image routes', () => {
  it('serves 48 different restaurant pictures as cacheable SVG', async () => {
    const bodies = new Set<string>();
    for (let n = 1; n <= RESTAURANT_IMAGE_COUNT; n += 1) {
      const response = await app.inject({ method: 'GET', url: `/images/restaurants/${n}.svg` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.headers['cache-control']).toBe(
        'public, max-age=604800, stale-while-revalidate=86400',
      );
      expect(response.headers.etag).toMatch(/^".+"$/);
      expect(isSvg(response.body)).toBe(true);
      expect(response.body).not.toMatch(/NaN|undefined/);
      expect(response.body.length).toBeLessThan(40_000);
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(48);
  });

  it('is deterministic and answers 304 for a known ETag', async () => {
    const first = await app.inject({ method: 'GET', url: '/images/restaurants/7.svg' });
    const again = await app.inject({
      method: 'GET',
      url: '/images/restaurants/7.svg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves the landing and fallback pictures', async () => {
    for (const name of ['landing-1', 'landing-2', 'landing-3', 'fallback']) {
      const response = await app.inject({ method: 'GET', url: `/images/${name}.svg` });
      expect(response.statusCode).toBe(200);
      expect(isSvg(response.body)).toBe(true);
    }
    const landing = await app.inject({ method: 'GET', url: '/images/landing-1.svg' });
    expect(landing.body).toContain('viewBox="0 0 1600 900"');
  });

  it('serves each picture’s WebP copies in three widths, each its own size', async () => {
    for (const name of ['restaurants/7', 'landing-1', 'fallback']) {
      const sizes = new Set<number>();
      for (const width of [400, 800, 1600]) {
        const response = await app.inject({ method: 'GET', url: `/images/${name}-${width}.webp` });
        expect(response.statusCode, name).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        expect(response.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
        expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
        const picture = await sharp(response.rawPayload).metadata();
        expect(picture).toMatchObject({ format: 'webp', width });
        sizes.add(response.rawPayload.length);
      }
      expect(sizes.size).toBe(3);
    }
    for (const url of ['/images/restaurants/7-500.webp', '/images/restaurants/49-400.webp']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('answers 404 in the error shape for unknown pictures', async () => {
    for (const url of [
      '/images/restaurants/0.svg',
      '/images/restaurants/49.svg',
      '/images/restaurants/abc.svg',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errors: ['image: Not found'] });
    }
  });

  it('serves every picture with the one cache policy and its manifest ETag', async () => {
    expect(IMAGE_CACHE_CONTROL).toBe('public, max-age=604800, stale-while-revalidate=86400');
    for (const url of [
      '/images/landing-2.svg',
      '/images/fallback.svg',
      '/images/restaurants/48.svg',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
      expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
      expect(response.headers['last-modified']).toBeUndefined();
    }
  });

  it('answers 304 without a body, keeping the cache headers, for a matching If-None-Match', async () => {
    const first = await app.inject({ method: 'GET', url: '/images/landing-3.svg' });
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await app.inject({
        method: 'GET',
        url: '/images/landing-3.svg',
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    }
    const stale = await app.inject({
      method: 'GET',
      url: '/images/landing-3.svg',
      headers: { 'if-none-match': '"stale"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('answers 404 for names outside the manifest, traversal included', async () => {
    for (const url of [
      '/images/landing-4.svg',
      '/images/manifest.json',
      '/images/restaurants/7.png',
      '/images/restaurants/07.svg',
      '/images/restaurants/..%2Ffallback.svg',
      '/images/restaurants/..%2F..%2Fmanifest.json',
      '/images/..%2F..%2Fpackage.json',
      '/images/..%2F..%2Fsrc%2Fapp.ts',
      '/images/%2E%2E%2F%2E%2E%2Fpackage.json',
      '/images/__proto__',
      '/images/constructor',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ errors: ['image: Not found'] });
    }
  });

  it('serves whatever PictureStore it is given (uploads will plug in here)', async () => {
    const store: PictureStore = {
      read: async (name) =>
        name === 'restaurants/upload-1.svg'
          ? {
              body: Buffer.from('<svg/>'),
              contentType: 'image/svg+xml; charset=utf-8',
              etag: '"u1"',
            }
          : null,
    };
    const other = Fastify();
    useZodContracts(other);
    await other.register(imagesRoutes, { store });
    const found = await other.inject({ method: 'GET', url: '/images/restaurants/upload-1.svg' });
    expect(found.statusCode).toBe(200);
    expect(found.body).toBe('<svg/>');
    expect(found.headers.etag).toBe('"u1"');
    const missing = await other.inject({ method: 'GET', url: '/images/restaurants/7.svg' });
    expect(missing.statusCode).toBe(404);
    await other.close();
  });
});

describe('GET /api/images/stock', () => {
  it('lists the first picture of each scene, in the manifest order', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/images/stock' });
    expect(response.statusCode).toBe(200);
    const { pictures } = stockPictureListSchema.parse(response.json());
    expect(pictures).toHaveLength(17);
    expect(pictures.slice(0, 3)).toEqual([
      { src: '/images/restaurants/1.svg', kind: 'pasta' },
      { src: '/images/restaurants/2.svg', kind: 'sushi' },
      { src: '/images/restaurants/3.svg', kind: 'tacos' },
    ]);
    expect(pictures.at(-1)).toEqual({ src: '/images/restaurants/17.svg', kind: 'cocktail' });
    expect(new Set(pictures.map(({ kind }) => kind)).size).toBe(pictures.length);
  });

  it('names only pictures the API serves', async () => {
    const { pictures } = stockPictureListSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/images/stock' })).json(),
    );
    for (const { src } of pictures) {
      const picture = await app.inject({ method: 'GET', url: src });
      expect(picture.statusCode, src).toBe(200);
    }
  });

  it('is cached like the pictures, with a 304 for a known ETag', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/images/stock' });
    expect(first.headers['content-type']).toContain('application/json');
    expect(first.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    expect(first.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await app.inject({
      method: 'GET',
      url: '/api/images/stock',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
  });
});
