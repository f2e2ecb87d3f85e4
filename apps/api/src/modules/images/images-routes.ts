/**
 * Serves the stock pictures (restaurants, landing, fallback) as static files from a PictureStore,
 * and the list of them a new listing chooses from.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stockPictureListSchema, type StockPictureList } from '@tablefor/shared';
import { notFound } from '@tablefor/server-kit';
import { readPictureManifest, STOCK_PICTURES_DIR } from './picture-manifest.ts';
import { createManifestFolderStore, type PictureStore } from './picture-store.ts';
import { STOCK_PICTURES } from './scene-catalog.ts';

/**
 * The URLs carry no content hash (restaurant rows store `/images/restaurants/7.svg`), so a redrawn
 * picture keeps its URL and `immutable` would pin the old bytes in caches for a year. Instead: a
 * week of freshness (pictures change only when the artwork tool is run and committed), a day more
 * served stale while revalidating, and a cheap revalidation by ETag (304, no body) after that.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

export type ImagesRoutesOptions = { store?: PictureStore };

/** If-None-Match holds this ETag (or `*`); weak and strong forms compare alike for a GET. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Sets the cache headers and, when the client already holds this ETag, status 304: true then, and
 * the answer goes without a body.
 */
function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', etag);
  if (!matchesEtag(request.headers['if-none-match'], etag)) return false;
  reply.status(304);
  return true;
}

const stockList: StockPictureList = { pictures: [...STOCK_PICTURES] };
/** The list changes only with the committed manifest, like the pictures it names. */
const STOCK_LIST_ETAG = `"${createHash('sha256').update(JSON.stringify(stockList)).digest('hex')}"`;

export async function imagesRoutes(app: FastifyInstance, options: ImagesRoutesOptions = {}) {
  const store =
    options.store ?? createManifestFolderStore(STOCK_PICTURES_DIR, readPictureManifest());

  async function serve(name: string, request: FastifyRequest, reply: FastifyReply) {
    const picture = await store.read(name);
    if (!picture) throw notFound('image');
    reply.header('content-type', picture.contentType);
    if (notModified(request, reply, picture.etag)) return reply.send();
    return reply.send(picture.body);
  }

  // Untyped route: a 304 goes without the body the response schema types.
  app.get(
    '/api/images/stock',
    {
      schema: { response: { 200: stockPictureListSchema } },
      config: {
        openapi: { summary: 'The stock restaurant pictures, one of each scene', tags: ['images'] },
      },
    },
    async (request, reply) => {
      if (notModified(request, reply, STOCK_LIST_ETAG)) return reply.send();
      return stockList;
    },
  );

  app.get<{ Params: { file: string } }>('/images/restaurants/:file', (request, reply) =>
    serve(`restaurants/${request.params.file}`, request, reply),
  );
  app.get<{ Params: { file: string } }>('/images/:file', (request, reply) =>
    serve(request.params.file, request, reply),
  );
}
