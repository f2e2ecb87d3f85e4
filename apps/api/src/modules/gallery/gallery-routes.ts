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
import type { Config } from '../../config.ts';
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
import {
  isUploadName,
  UPLOAD_CACHE_CONTROL,
  UPLOADS_URL_PREFIX,
  type UploadStore,
} from './upload-store.ts';

export { UPLOAD_CACHE_CONTROL };

/** A day: the bucket's address may change one day, unlike the pictures behind it. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

export type GalleryRoutesOptions = {
  db: Database;
  galleryFiles: UploadStore;
  /** With `uploadsS3.publicUrl`, pictures are read from the bucket's (CDN's) address. */
  config?: Pick<Config, 'uploadsS3'>;
};

const tags = ['restaurants'];

export async function galleryRoutes(app: FastifyInstance, options: GalleryRoutesOptions) {
  const { db, galleryFiles: store } = options;
  const publicUrl = options.config?.uploadsS3?.publicUrl;
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
      const added = await addGalleryImage({ ...deps, log: request.log }, id, upload);
      return reply.status(201).send(added);
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
    if (publicUrl && isUploadName(name)) {
      return reply
        .header('cache-control', REDIRECT_CACHE_CONTROL)
        .redirect(`${publicUrl}/${name}`, 302);
    }
    const upload = isUploadName(name) ? await store.read(name) : null;
    if (!upload) throw notFound('image');
    return reply
      .header('content-type', upload.contentType)
      .header('cache-control', UPLOAD_CACHE_CONTROL)
      .send(upload.body);
  });
}
