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
import { administratorsOnly, requireAdmin } from '../../http/authenticate.ts';
import { pathId } from '../../http/id-param.ts';
import { removeRestaurant } from './remove-restaurant.ts';
import { createRestaurant, updateRestaurant } from './restaurant-writes.ts';
import { findRestaurantDetail, listRestaurants } from './restaurant-queries.ts';

const tags = ['restaurants'];

export async function restaurantsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = zodRoutes(app);
  routes.get(
    '/api/restaurants/',
    {
      schema: { querystring: restaurantListQuerySchema, response: { 200: restaurantListSchema } },
      config: { openapi: { summary: 'The restaurants, ordered by id, one page at a time', tags } },
    },
    async (request) => listRestaurants(db, request.query),
  );

  routes.get(
    '/api/restaurants/:id',
    {
      schema: { response: { 200: restaurantDetailSchema } },
      config: { openapi: { summary: 'One restaurant with its reviews, newest first', tags } },
    },
    async (request) => {
      const id = pathId(request.params, 'restaurant');
      const restaurant = await findRestaurantDetail(db, id, new Date());
      if (!restaurant) throw notFound('restaurant');
      return restaurant;
    },
  );

  routes.post(
    '/api/restaurants/',
    {
      preValidation: administratorsOnly,
      schema: { body: restaurantInputSchema, response: { 201: restaurantSchema } },
      config: {
        openapi: {
          summary: 'Add a restaurant, published at once (administrators)',
          tags,
          auth: 'admin',
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireAdmin(request);
      const created = await createRestaurant(db, request.body, {
        id: user.id,
        status: 'published',
      });
      return reply.status(201).send(created);
    },
  );

  routes.put(
    '/api/restaurants/:id',
    {
      preValidation: administratorsOnly,
      schema: { body: updateRestaurantInputSchema, response: { 200: restaurantSchema } },
      config: {
        openapi: {
          summary:
            'Edit a restaurant: every field, or any part such as {preview_img} (administrators)',
          tags,
          auth: 'admin',
        },
      },
    },
    async (request) =>
      updateRestaurant(db, pathId(request.params, 'restaurant'), request.body, new Date()),
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
    async (request) => removeRestaurant(db, pathId(request.params, 'restaurant'), new Date()),
  );
}
