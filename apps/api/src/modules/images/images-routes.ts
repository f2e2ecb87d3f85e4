/** Serves the product's own pictures (restaurants, landing, fallback): generated SVG, never hot-linked. */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { restaurantImageSvg } from './food-scenes.ts';
import { pageImageSvg } from './landing-scenes.ts';

const PAGE_IMAGES = ['landing-1', 'landing-2', 'landing-3', 'fallback'] as const;
const etags = new Map<string, string>();

function sendSvg(request: FastifyRequest, reply: FastifyReply, key: string, svg: string | null) {
  if (svg === null) return reply.status(404).send({ errors: ['image: Not found'] });
  let etag = etags.get(key);
  if (!etag) {
    etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"`;
    etags.set(key, etag);
  }
  reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.send(svg);
}

export async function imagesRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/images/restaurants/:file', async (request, reply) => {
    const match = /^(\d{1,3})\.svg$/.exec(request.params.file);
    const svg = match ? restaurantImageSvg(Number(match[1])) : null;
    return sendSvg(request, reply, `restaurant-${request.params.file}`, svg);
  });
  for (const name of PAGE_IMAGES) {
    app.get(`/images/${name}.svg`, async (request, reply) =>
      sendSvg(request, reply, name, pageImageSvg(name)),
    );
  }
}
