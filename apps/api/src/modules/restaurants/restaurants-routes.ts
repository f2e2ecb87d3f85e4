/** /api/restaurants: the catalogue, page by page, and one restaurant with its reviews. */
import type { FastifyInstance } from 'fastify';
import {
  restaurantDetailSchema,
  restaurantListQuerySchema,
  restaurantListSchema,
} from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { notFound, zodRoutes } from '@tablefor/server-kit';
import { pathId } from '../../http/id-param.ts';
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
}
