import { registerErrorHandler } from '@tablefor/server-kit';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createRestaurant } from '../../test/restaurant-factory.ts';
import { seoRoutes } from './seo-routes.ts';

const ORIGIN = 'https://tablefor.example';

let t: TestApp;
let published: number[];
let hidden: number;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  published = [];
  for (let i = 0; i < 5; i += 1) published.push((await createRestaurant(t.db)).id);
  hidden = (await createRestaurant(t.db, { status: 'pending_review' })).id;
  await t.db
    .update(restaurants)
    .set({ updated_at: new Date('2026-03-04T05:06:07.890Z') })
    .where(eq(restaurants.id, published[4]!));
});
afterAll(() => t.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('GET /robots.txt', () => {
  it('lets crawlers in, keeps them out of the private areas and names the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Disallow: /api/',
        'Disallow: /admin/',
        'Disallow: /business/dashboard',
        'Disallow: /reservations',
        'Disallow: /users/',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
    expect(lines).not.toContain('Disallow: /restaurants/');
  });
});

describe('GET /sitemap.xml', () => {
  it('is a sitemap index of the pages and of one restaurants sitemap', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(res.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(locs(res.body)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/restaurants-1.xml`,
    ]);
  });

  it('lists the public pages', async () => {
    const res = await t.app.inject('/sitemaps/pages.xml');
    expect(res.statusCode).toBe(200);
    expect(locs(res.body)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/search`,
      `${ORIGIN}/business`,
      `${ORIGIN}/business/get-started`,
      `${ORIGIN}/terms-of-service`,
      `${ORIGIN}/privacy-policy`,
    ]);
  });

  it('lists only published restaurants, each with when it last changed', async () => {
    const res = await t.app.inject('/sitemaps/restaurants-1.xml');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locs(res.body)).toEqual(published.map((id) => `${ORIGIN}/restaurants/${id}`));
    expect(res.body).not.toContain(`/restaurants/${hidden}<`);
    expect(res.body).toContain(
      `<url><loc>${ORIGIN}/restaurants/${published[4]}</loc><lastmod>2026-03-04T05:06:07Z</lastmod></url>`,
    );
  });

  it('answers 404 with errors for a page past the last', async () => {
    for (const url of ['/sitemaps/restaurants-2.xml', '/sitemaps/restaurants-0.xml']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errors).toEqual(['sitemap: Not found']);
    }
  });
});

describe('sitemap pages', () => {
  it('split the restaurants into sitemaps of at most the page size, with the latest change', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    await app.register(seoRoutes, { db: t.db, publicUrl: `${ORIGIN}/`, sitemapMaxUrls: 2 });
    try {
      const index = await app.inject('/sitemap.xml');
      expect(locs(index.body)).toEqual([
        `${ORIGIN}/sitemaps/pages.xml`,
        `${ORIGIN}/sitemaps/restaurants-1.xml`,
        `${ORIGIN}/sitemaps/restaurants-2.xml`,
        `${ORIGIN}/sitemaps/restaurants-3.xml`,
      ]);
      expect(index.body).toContain(
        `<sitemap><loc>${ORIGIN}/sitemaps/restaurants-3.xml</loc><lastmod>2026-03-04T05:06:07Z</lastmod></sitemap>`,
      );
      const pages = await Promise.all(
        [1, 2, 3].map((page) => app.inject(`/sitemaps/restaurants-${page}.xml`)),
      );
      expect(pages.map((page) => locs(page.body))).toEqual([
        published.slice(0, 2).map((id) => `${ORIGIN}/restaurants/${id}`),
        published.slice(2, 4).map((id) => `${ORIGIN}/restaurants/${id}`),
        published.slice(4).map((id) => `${ORIGIN}/restaurants/${id}`),
      ]);
    } finally {
      await app.close();
    }
  });
});
