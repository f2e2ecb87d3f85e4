/**
 * The host stand: a restaurant's day as a timeline, the same kept live as a stream, and walk-ins
 * seated now. Only the restaurant's owners and administrators (403 to anyone else, 401 signed
 * out), the stream included: it is refused before it starts.
 */
import type { FastifyInstance } from 'fastify';
import {
  timelineQuerySchema,
  timelineReservationSchema,
  timelineSchema,
  walkInInputSchema,
} from '@tablefor/shared';
import { zodRoutes, type Listening, type NotificationListener } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { pathId } from '../../http/id-param.ts';
import { ownersOrAdministrators } from '../restaurants/restaurant-owners.ts';
import { findTimeline } from './timeline.ts';
import { createTimelineHub } from './timeline-hub.ts';
import { endStreamsForShutdown, streamTimeline, type OpenStreams } from './timeline-stream.ts';
import { seatWalkIn } from './walk-in.ts';

const tags = ['owner console'];
const ownersOnly = '(owners and administrators)';

export async function hostStandRoutes(
  app: FastifyInstance,
  {
    db,
    now,
    listenForBookings,
    openStreams,
  }: {
    db: Database;
    now: () => Date;
    /** Hears the restaurants whose bookings changed, from any API process. */
    listenForBookings: (listener: NotificationListener) => Promise<Listening>;
    /** The app's open streams, when it counts them (metrics); else kept here. */
    openStreams?: OpenStreams;
  },
) {
  const routes = zodRoutes(app);
  const restaurantOwners = ownersOrAdministrators(db);
  const restaurantId = (params: unknown) => pathId(params, 'restaurant');
  const hub = await createTimelineHub({
    listen: listenForBookings,
    read: (id, date) => findTimeline(db, id, date, now()),
    onError: (error) => app.log.error({ err: error }, 'host stand: timeline read failed'),
  });
  const open: OpenStreams = openStreams ?? new Set();
  // Before the server waits for its connections to finish: a stream would never finish.
  app.addHook('preClose', async () => endStreamsForShutdown(open));
  app.addHook('onClose', () => hub.stop());

  routes.get(
    '/api/owner/restaurants/:id/timeline',
    {
      preValidation: restaurantOwners,
      schema: { querystring: timelineQuerySchema, response: { 200: timelineSchema } },
      config: {
        openapi: {
          summary: `A day of the restaurant's own calendar as the host stand shows it: the hours, the floor, and each reservation over its turn ${ownersOnly}`,
          tags,
          auth: 'user',
        },
      },
    },
    async (request) => findTimeline(db, restaurantId(request.params), request.query.date, now()),
  );

  routes.get(
    '/api/owner/restaurants/:id/timeline/stream',
    {
      preValidation: restaurantOwners,
      schema: { querystring: timelineQuerySchema },
      config: {
        openapi: {
          summary: `The timeline as Server-Sent Events: 'timeline' events, the current one first and one after each change ${ownersOnly}`,
          tags,
          auth: 'user',
        },
      },
    },
    async (request, reply) => {
      const id = restaurantId(request.params);
      const { date } = request.query;
      await streamTimeline(reply, {
        hub,
        open,
        restaurantId: id,
        date,
        readFirst: () => findTimeline(db, id, date, now()),
      });
    },
  );

  routes.post(
    '/api/owner/restaurants/:id/walk-ins',
    {
      preValidation: restaurantOwners,
      schema: { body: walkInInputSchema, response: { 201: timelineReservationSchema } },
      config: {
        openapi: {
          summary: `Seat a party at the door now, at the tables given or the smallest free one that seats it (host-only tables too) ${ownersOnly}`,
          tags,
          auth: 'user',
        },
      },
    },
    async (request, reply) => {
      const seated = await seatWalkIn(db, restaurantId(request.params), request.body, now());
      return reply.status(201).send(seated);
    },
  );
}
