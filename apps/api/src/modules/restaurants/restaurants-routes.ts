/** /api/restaurants: the catalogue, page by page, and one restaurant with its reviews. */
import type { FastifyInstance } from 'fastify';
import {
  restaurantDetailSchema,
  restaurantListQuerySchema,
  restaurantListSchema,
} from '@tablefor/shared';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { notFound, parseInput } from '../../http/errors.ts';
import { findRestaurantDetail, listRestaurants } from './restaurant-queries.ts';

const tags = ['restaurants'];
const restaurantIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

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
      // A non-numeric id names no restaurant: the same 404 as an unknown one.
      const id = restaurantIdSchema.safeParse((request.params as { id: string }).id);
      const restaurant = id.success && (await findRestaurantDetail(db, id.data, new Date()));
      if (!restaurant) throw notFound('restaurant');
      return restaurant;
    },
  );
}
