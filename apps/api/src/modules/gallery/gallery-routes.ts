/**
 * Restaurant galleries: the restaurant's owners and administrators upload and remove pictures;
 * everyone reads the stored pictures under /uploads/.
 */
import fastifyMultipart from '@fastify/multipart';
import { notFound, zodRoutes } from '@tablefor/server-kit';
import {
  GALLERY_IMAGE_WIDTHS,
  GALLERY_UPLOAD_FIELD,
  MAX_GALLERY_IMAGES,
  MAX_IMAGE_MEGABYTES,
} from '@tablefor/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { pathId } from '../../http/id-param.ts';
import { ownersOrAdministrators } from '../restaurants/restaurant-owners.ts';
import {
  galleryImageAddedSchema,
  galleryImageRemovedSchema,
  removeGalleryImageInputSchema,
} from './gallery-contracts.ts';
import { addGalleryImage, ensureGalleryHasRoom, removeGalleryImage } from './gallery-service.ts';
import { readImageUpload, UPLOAD_LIMITS } from './read-image-upload.ts';
import { isUploadName, UPLOADS_URL_PREFIX, type UploadStore } from './upload-store.ts';

/** Every stored name is new (random) and never rewritten, so caches may keep it for good. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export type GalleryRoutesOptions = { db: Database; galleryFiles: UploadStore };

const tags = ['restaurants'];

export async function galleryRoutes(app: FastifyInstance, options: GalleryRoutesOptions) {
  const { db, galleryFiles: store } = options;
  const deps = { db, store };
  // Registered inside this plugin, so only these routes accept multipart bodies.
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
  const routes = zodRoutes(app);
  const ownersOnly = ownersOrAdministrators(db);

  routes.post(
    '/api/restaurants/:id/images',
    {
      // Before a byte of the body is read: anonymous 401, anyone but its owners and admins 403.
      onRequest: ownersOnly,
      schema: { response: { 201: galleryImageAddedSchema } },
      config: {
        openapi: {
          summary:
            `Add a picture to the gallery (multipart field \`${GALLERY_UPLOAD_FIELD}\`: JPEG, ` +
            `PNG, WebP or GIF of at most ${MAX_IMAGE_MEGABYTES} MB; at most ` +
            `${MAX_GALLERY_IMAGES} pictures), stored as WebP ${GALLERY_IMAGE_WIDTHS.join(', ')} px wide`,
          tags,
          auth: 'user',
        },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params, 'restaurant');
      await ensureGalleryHasRoom(db, id);
      const upload = await readImageUpload(request);
      return reply.status(201).send(await addGalleryImage(deps, id, upload));
    },
  );

  routes.delete(
    '/api/restaurants/:id/images',
    {
      // Before a byte of the body is read: anonymous 401, anyone but its owners and admins 403.
      onRequest: ownersOnly,
      schema: { body: removeGalleryImageInputSchema, response: { 200: galleryImageRemovedSchema } },
      config: {
        openapi: {
          summary:
            'Remove a picture from the gallery and delete its files; a removed preview ' +
            'becomes the first picture left (or none)',
          tags,
          auth: 'user',
        },
      },
    },
    async (request) => {
      const id = pathId(request.params, 'restaurant');
      const { gallery, undeleted } = await removeGalleryImage(deps, id, request.body.imageUrl);
      if (undeleted.length) request.log.warn({ undeleted }, 'gallery files left behind');
      return gallery;
    },
  );

  app.get<{ Params: { '*': string } }>(`${UPLOADS_URL_PREFIX}*`, async (request, reply) => {
    const name = request.params['*'];
    const upload = isUploadName(name) ? await store.read(name) : null;
    if (!upload) throw notFound('image');
    return reply
      .header('content-type', upload.contentType)
      .header('cache-control', UPLOAD_CACHE_CONTROL)
      .send(upload.body);
  });
}
