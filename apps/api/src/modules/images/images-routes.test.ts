import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagesRoutes } from './images-routes.ts';
import { RESTAURANT_IMAGE_COUNT } from './scene-catalog.ts';

const app = Fastify();

beforeAll(async () => {
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
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
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

  it('answers 404 in the error shape for unknown pictures', async () => {
    for (const url of [
      '/images/restaurants/0.svg',
      '/images/restaurants/49.svg',
      '/images/restaurants/abc.svg',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: ['image: Not found'] });
    }
  });
});
