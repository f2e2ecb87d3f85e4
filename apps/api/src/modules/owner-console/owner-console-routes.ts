/** The owner console's reads: my restaurants, and one restaurant's book for a day. */
import type { FastifyInstance } from 'fastify';
import { dayBookQuerySchema, dayBookSchema, ownedRestaurantsSchema } from '@tablefor/shared';
import { zodRoutes } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { requireViewer, signedInOnly } from '../../http/authenticate.ts';
import { pathId } from '../../http/id-param.ts';
import { ownersOrAdministrators } from '../restaurants/restaurant-owners.ts';
import { findDayBook } from './day-book.ts';
import { listOwnedRestaurants } from './owned-restaurants.ts';

const tags = ['owner console'];

export async function ownerConsoleRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = zodRoutes(app);

  routes.get(
    '/api/owner/restaurants',
    {
      preValidation: signedInOnly,
      schema: { response: { 200: ownedRestaurantsSchema } },
      config: { openapi: { summary: 'The restaurants the caller owns', tags, auth: 'user' } },
    },
    async (request) => {
      const { user } = await requireViewer(request);
      return { restaurants: await listOwnedRestaurants(db, user.id) };
    },
  );

  routes.get(
    '/api/owner/restaurants/:id/book',
    {
      preValidation: ownersOrAdministrators(db),
      schema: { querystring: dayBookQuerySchema, response: { 200: dayBookSchema } },
      config: {
        openapi: {
          summary:
            "A day's reservations (its own calendar) and covers per slot against capacity (owners and administrators)",
          tags,
          auth: 'user',
        },
      },
    },
    async (request) => findDayBook(db, pathId(request.params, 'restaurant'), request.query.date),
  );
}
