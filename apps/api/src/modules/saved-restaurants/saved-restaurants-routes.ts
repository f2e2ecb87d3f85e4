/** /api/users/{id}/saved-restaurants: only that user (or an administrator) reads or changes it. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  savedRestaurantChangeSchema,
  savedRestaurantCodes,
  savedRestaurantListSchema,
} from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { requireViewer } from '../../http/authenticate.ts';
import { forbidden, notFound, problem, zodRoutes } from '@tablefor/server-kit';
import { pathId } from '../../http/id-param.ts';
import { restaurantExists } from '../reviews/restaurant-exists.ts';
import { findUserById } from '../users/user-queries.ts';
import {
  listSavedRestaurants,
  saveRestaurant,
  unsaveRestaurant,
} from './saved-restaurant-queries.ts';

const tags = ['saved restaurants'];

export async function savedRestaurantsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = zodRoutes(app);
  /** The user id of the path, once the viewer may act for that user and the user exists. */
  async function authorizedUserId(request: FastifyRequest) {
    const { user } = await requireViewer(request);
    const id = pathId(request.params, 'user');
    if (user.id !== id && !user.is_admin) {
      throw forbidden(problem('saved_restaurants', savedRestaurantCodes.ownListOnly));
    }
    if (user.id !== id && !(await findUserById(db, id))) throw notFound('user');
    return id;
  }

  async function knownRestaurantId(request: FastifyRequest) {
    const restaurantId = pathId(request.params, 'restaurant', 'restaurantId');
    if (!(await restaurantExists(db, restaurantId))) throw notFound('restaurant');
    return restaurantId;
  }

  routes.get(
    '/api/users/:id/saved-restaurants',
    {
      schema: { response: { 200: savedRestaurantListSchema } },
      config: {
        openapi: { summary: "A user's saved restaurants, newest first", tags, auth: 'user' },
      },
    },
    async (request) => ({
      SavedRestaurants: await listSavedRestaurants(db, await authorizedUserId(request), new Date()),
    }),
  );

  routes.post(
    '/api/users/:id/saved-restaurants/:restaurantId',
    {
      schema: { response: { 200: savedRestaurantChangeSchema, 201: savedRestaurantChangeSchema } },
      config: {
        openapi: {
          summary: 'Save a restaurant (201 when added, 200 when it was already saved)',
          tags,
          auth: 'user',
        },
      },
    },
    async (request, reply) => {
      const userId = await authorizedUserId(request);
      const restaurantId = await knownRestaurantId(request);
      const added = await saveRestaurant(db, userId, restaurantId);
      return reply
        .status(added ? 201 : 200)
        .send({ user_id: userId, restaurant_id: restaurantId, saved: true });
    },
  );

  routes.delete(
    '/api/users/:id/saved-restaurants/:restaurantId',
    {
      schema: { response: { 200: savedRestaurantChangeSchema } },
      config: {
        openapi: {
          summary: 'Unsave a restaurant (harmless when it was not saved)',
          tags,
          auth: 'user',
        },
      },
    },
    async (request) => {
      const userId = await authorizedUserId(request);
      const restaurantId = await knownRestaurantId(request);
      await unsaveRestaurant(db, userId, restaurantId);
      return { user_id: userId, restaurant_id: restaurantId, saved: false };
    },
  );
}
