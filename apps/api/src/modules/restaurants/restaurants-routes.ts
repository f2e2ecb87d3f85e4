/** /api/restaurants: the catalogue, page by page, and one restaurant with its reviews. */
import type { FastifyInstance } from 'fastify';
import {
  restaurantDetailSchema,
  restaurantListQuerySchema,
  restaurantListSchema,
} from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { notFound, parseInput } from '../../http/errors.ts';
import { pathId } from '../../http/id-param.ts';
import { findRestaurantDetail, listRestaurants } from './restaurant-queries.ts';

const tags = ['restaurants'];

export async function restaurantsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/restaurants/',
    {
      config: {
        openapi: {
          summary: 'The restaurants, ordered by id, one page at a time',
          tags,
          query: restaurantListQuerySchema,
          responses: { 200: restaurantListSchema },
        },
      },
    },
    async (request) => listRestaurants(db, parseInput(restaurantListQuerySchema, request.query)),
  );

  app.get(
    '/api/restaurants/:id',
    {
      config: {
        openapi: {
          summary: 'One restaurant with its reviews, newest first',
          tags,
          responses: { 200: restaurantDetailSchema },
        },
      },
    },
    async (request) => {
      const id = pathId(request.params, 'restaurant');
      const restaurant = await findRestaurantDetail(db, id, new Date());
      if (!restaurant) throw notFound('restaurant');
      return restaurant;
    },
  );
}
