/**
 * What search engines read first: /robots.txt (the private areas kept out, the sitemap named) and
 * /sitemap.xml, an index of the public pages' sitemap and of the published restaurants' sitemaps,
 * at most 50,000 URLs each as the protocol allows.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { findRestaurantSitemapPage, listRestaurantSitemapPages } from './sitemap-queries.ts';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml.ts';

export const SITEMAP_MAX_URLS = 50_000;

/** The server-rendered pages with no parameters; restaurants come from their own sitemaps. */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/search',
  '/business',
  '/business/get-started',
  '/terms-of-service',
  '/privacy-policy',
];

/** Pages that are a person's own, or tools behind a sign-in: nothing for an index. */
const PRIVATE_PATHS = [
  '/api/',
  '/admin/',
  '/business/dashboard',
  '/create-restaurant',
  '/reservations',
  '/users/',
  '/login',
  '/sign-up',
  '/claim',
  '/claim-demo',
];

/** They change with the catalogue: an hour's caching is plenty for a crawler. */
const CACHE_CONTROL = 'public, max-age=3600';

const sendXml = (reply: FastifyReply, xml: string) =>
  reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(xml);

export type SeoRoutesOptions = { db: Database; publicUrl: string; sitemapMaxUrls?: number };

export async function seoRoutes(app: FastifyInstance, options: SeoRoutesOptions) {
  const { db } = options;
  const origin = options.publicUrl.replace(/\/+$/, '');
  const pageSize = options.sitemapMaxUrls ?? SITEMAP_MAX_URLS;

  app.get('/robots.txt', async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const pages = await listRestaurantSitemapPages(db, pageSize);
    const xml = sitemapIndexXml([
      { loc: `${origin}/sitemaps/pages.xml` },
      ...pages.map(({ page, lastmod }) => ({
        loc: `${origin}/sitemaps/restaurants-${page}.xml`,
        lastmod: lastmod ?? undefined,
      })),
    ]);
    return sendXml(reply, xml);
  });

  app.get('/sitemaps/pages.xml', async (_request, reply) => {
    const xml = urlSetXml(SITEMAP_STATIC_PATHS.map((path) => ({ loc: `${origin}${path}` })));
    return sendXml(reply, xml);
  });

  app.get<{ Params: { page: string } }>(
    '/sitemaps/restaurants-:page(^\\d{1,6}).xml',
    async (request, reply) => {
      const page = Number(request.params.page);
      const rows = page >= 1 ? await findRestaurantSitemapPage(db, page, pageSize) : [];
      if (rows.length === 0) throw notFound('sitemap');
      const xml = urlSetXml(
        rows.map(({ id, updated_at }) => ({
          loc: `${origin}/restaurants/${id}`,
          lastmod: updated_at,
        })),
      );
      return sendXml(reply, xml);
    },
  );
}
