/** /api/restaurants: the catalogue, page by page, and one restaurant with its reviews. */
import type { FastifyInstance } from 'fastify';
import {
  removedRestaurantSchema,
  restaurantDetailSchema,
  restaurantInputSchema,
  restaurantListQuerySchema,
  restaurantListSchema,
  restaurantSchema,
  updateRestaurantInputSchema,
} from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { notFound, zodRoutes } from '@tablefor/server-kit';
import type { Config } from '../../config.ts';
import { perAccountRateLimit } from '../../http/account-rate-limit.ts';
import { administratorsOnly, requireViewer, signedInOnly } from '../../http/authenticate.ts';
import type { GeocodingServices } from '../geocoding/geocoding-service.ts';
import { movesListing, placeListing } from './place-listing.ts';
import { pathId } from '../../http/id-param.ts';
import { removeRestaurant } from './remove-restaurant.ts';
import { createRestaurant, updateRestaurant } from './restaurant-writes.ts';
import { ownersOrAdministrators } from './restaurant-owners.ts';
import { findRestaurantDetail, listRestaurants } from './restaurant-queries.ts';
import type { ReadCache } from '../../http/read-cache.ts';
import { restaurantDetailKey } from './restaurant-detail-changes.ts';

const tags = ['restaurants'];

export async function restaurantsRoutes(
  app: FastifyInstance,
  {
    db,
    config,
    readCache,
    geocoding: { geocoder },
  }: { db: Database; config: Config; readCache: ReadCache; geocoding: GeocodingServices },
) {
  const routes = zodRoutes(app);
  routes.get(
    '/api/restaurants/',
    {
      schema: { querystring: restaurantListQuerySchema, response: { 200: restaurantListSchema } },
      config: { openapi: { summary: 'The restaurants, ordered by id, one page at a time', tags } },
    },
    async (request) => listRestaurants(db, request.query),
  );

  // Declared on the plain app: its answer may be the JSON text the cache keeps, which the typed
  // routes would not take for the object (the schema still documents and checks the answer).
  app.get(
    '/api/restaurants/:id',
    {
      schema: { response: { 200: restaurantDetailSchema } },
      config: {
        openapi: {
          summary:
            'One restaurant with its reviews, newest first; an unpublished listing only for its creator and administrators, with its review state',
          tags,
        },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params, 'restaurant');
      // A published listing reads the same for everyone: kept as the JSON sent; an unpublished
      // one (only its creator and administrators see it) never is. Only a miss asks who reads.
      const restaurant = await readCache.read(
        restaurantDetailKey(id),
        async () => {
          const viewer = await request.viewer();
          const detail = await findRestaurantDetail(db, id, new Date(), viewer?.user ?? null);
          return detail && !('listing' in detail) ? JSON.stringify(detail) : detail;
        },
        (detail) => typeof detail === 'string',
      );
      if (!restaurant) throw notFound('restaurant');
      if (typeof restaurant !== 'string') return restaurant;
      return reply.type('application/json; charset=utf-8').send(restaurant);
    },
  );

  routes.post(
    '/api/restaurants/',
    {
      preValidation: signedInOnly,
      schema: { body: restaurantInputSchema, response: { 201: restaurantSchema } },
      config: {
        rateLimit: perAccountRateLimit(config.listingCreateLimitPerHour, '1 hour'),
        openapi: {
          summary:
            'Add a restaurant (signed in): an administrator’s is published at once, anyone else’s waits for review',
          tags,
          auth: 'user',
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireViewer(request);
      const place = await placeListing(geocoder, request.body, request.log);
      const created = await createRestaurant(
        db,
        { ...request.body, ...place },
        { id: user.id, status: user.is_admin ? 'published' : 'pending_review' },
      );
      return reply.status(201).send(created);
    },
  );

  routes.put(
    '/api/restaurants/:id',
    {
      preValidation: ownersOrAdministrators(db),
      schema: { body: updateRestaurantInputSchema, response: { 200: restaurantSchema } },
      config: {
        openapi: {
          summary:
            'Edit a restaurant: every field, or any part such as {preview_img} (its owners and administrators)',
          tags,
          auth: 'user',
        },
      },
    },
    async (request) => {
      const id = pathId(request.params, 'restaurant');
      const place = movesListing(request.body)
        ? await placeListing(geocoder, request.body, request.log)
        : null;
      return updateRestaurant(db, id, { ...request.body, ...place }, new Date());
    },
  );

  routes.delete(
    '/api/restaurants/:id',
    {
      preValidation: administratorsOnly,
      schema: { response: { 200: removedRestaurantSchema } },
      config: {
        openapi: {
          summary:
            'Remove a restaurant: future reservations cancelled, history kept, saves removed (administrators)',
          tags,
          auth: 'admin',
        },
      },
    },
    async (request) =>
      removeRestaurant(db, pathId(request.params, 'restaurant'), new Date(), config.site),
  );
}
