/** Serves the stock pictures (restaurants, landing, fallback) as static files from a PictureStore. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '@tablefor/server-kit';
import { readPictureManifest, STOCK_PICTURES_DIR } from './picture-manifest.ts';
import { createManifestFolderStore, type PictureStore } from './picture-store.ts';

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

export async function imagesRoutes(app: FastifyInstance, options: ImagesRoutesOptions = {}) {
  const store =
    options.store ?? createManifestFolderStore(STOCK_PICTURES_DIR, readPictureManifest());

  async function serve(name: string, request: FastifyRequest, reply: FastifyReply) {
    const picture = await store.read(name);
    if (!picture) throw notFound('image');
    reply
      .header('content-type', picture.contentType)
      .header('cache-control', IMAGE_CACHE_CONTROL)
      .header('etag', picture.etag);
    if (matchesEtag(request.headers['if-none-match'], picture.etag))
      return reply.status(304).send();
    return reply.send(picture.body);
  }

  app.get<{ Params: { file: string } }>('/images/restaurants/:file', (request, reply) =>
    serve(`restaurants/${request.params.file}`, request, reply),
  );
  app.get<{ Params: { file: string } }>('/images/:file', (request, reply) =>
    serve(request.params.file, request, reply),
  );
}
