/** GET /api/restaurants/{id}/availability: every bookable time of a day, for a party size. */
import type { FastifyInstance } from 'fastify';
import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  BOOKABLE_TIMES,
  type Availability,
} from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { notFound, zodRoutes } from '@tablefor/server-kit';
import { keptBookableRestaurant } from './bookable-restaurant.ts';
import type { ReadCache } from '../../http/read-cache.ts';
import { findSlotAvailability } from './slot-availability.ts';
import { pathId } from '../../http/id-param.ts';

export async function availabilityRoutes(
  app: FastifyInstance,
  { db, readCache }: { db: Database; readCache: ReadCache },
) {
  const routes = zodRoutes(app);
  routes.get(
    '/api/restaurants/:id/availability',
    {
      schema: {
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema },
      },
      config: {
        openapi: {
          summary:
            'Each time of a day (10:00-22:00, every 30 minutes) with whether it seats the party',
          tags: ['reservations'],
        },
      },
    },
    async (request): Promise<Availability> => {
      const id = pathId(request.params, 'restaurant');
      const query = request.query;
      const restaurant = await keptBookableRestaurant(db, readCache, id);
      if (!restaurant) throw notFound('restaurant');
      const slots = await findSlotAvailability(db, {
        restaurants: [restaurant],
        date: query.date,
        times: BOOKABLE_TIMES,
        partySize: query.partySize,
        now: new Date(),
      });
      return {
        restaurant_id: restaurant.id,
        date: query.date,
        partySize: query.partySize,
        time_zone: restaurant.time_zone,
        slots: slots.get(restaurant.id) ?? [],
      };
    },
  );
}
