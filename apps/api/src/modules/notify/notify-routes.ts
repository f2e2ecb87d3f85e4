/**
 * Notify's routes. Diners (signed in) make, read and let go of their own requests and claim the
 * offers made to them; a restaurant's owners (and administrators) read its demand.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createdReservationSchema,
  notifyCodes,
  notifyDemandSchema,
  notifyRequestInputSchema,
  notifyRequestListSchema,
  notifyRequestSchema,
} from '@tablefor/shared';
import { forbidden, notFound, problem, zodRoutes } from '@tablefor/server-kit';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { requireViewer, signedInOnly } from '../../http/authenticate.ts';
import { pathId } from '../../http/id-param.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { ownersOrAdministrators } from '../restaurants/restaurant-owners.ts';
import { findUserById } from '../users/user-queries.ts';
import { claimOffer } from './claim-offer.ts';
import { findDemand } from './notify-demand.ts';
import { cancelRequest, createRequest, listRequests, locateRequest } from './notify-requests.ts';

const tags = ['notify'];

export async function notifyRoutes(
  app: FastifyInstance,
  { db, config, now }: { db: Database; config: Config; now: () => Date },
) {
  const routes = zodRoutes(app);
  const requestId = (request: FastifyRequest) => pathId(request.params, 'notify_request');

  /** The signed-in diner, once the request is theirs (an administrator may act on any). */
  async function ownRequest(request: FastifyRequest) {
    const { user } = await requireViewer(request);
    const located = await locateRequest(db, requestId(request));
    if (located.user_id !== user.id && !user.is_admin) throw notFound('notify_request');
    return located;
  }

  routes.post(
    '/api/restaurants/:id/notify-requests',
    {
      preValidation: signedInOnly,
      schema: { body: notifyRequestInputSchema, response: { 201: notifyRequestSchema } },
      config: {
        openapi: {
          summary:
            "Ask to be told when a table fits a date, a window of times ('HH:mm' on the restaurant's clock) and a party; 409 when already asked for that day",
          tags,
          auth: 'user',
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireViewer(request);
      const created = await createRequest(db, {
        restaurantId: pathId(request.params, 'restaurant'),
        userId: user.id,
        input: request.body,
        language: requestLanguage(request),
        now: now(),
      });
      return reply.status(201).send(created);
    },
  );

  routes.get(
    '/api/users/:id/notify-requests',
    {
      schema: { response: { 200: notifyRequestListSchema } },
      config: {
        openapi: {
          summary: "A diner's Notify requests, newest first, each with the table held for it",
          tags,
          auth: 'user',
        },
      },
    },
    async (request) => {
      const { user } = await requireViewer(request);
      const id = pathId(request.params, 'user');
      if (user.id !== id && !user.is_admin) {
        throw forbidden(problem('notify', notifyCodes.notYours));
      }
      if (user.id !== id && !(await findUserById(db, id))) throw notFound('user');
      return { requests: await listRequests(db, id, now()) };
    },
  );

  routes.delete(
    '/api/notify-requests/:id',
    {
      config: {
        openapi: {
          summary:
            'Let a request go: it leaves the queue, and a table held for it goes to the next',
          tags,
          auth: 'user',
        },
      },
    },
    async (request, reply) => {
      await cancelRequest(db, await ownRequest(request));
      return reply.status(204).send();
    },
  );

  routes.post(
    '/api/notify-requests/:id/claim',
    {
      schema: { response: { 201: createdReservationSchema } },
      config: {
        openapi: {
          summary:
            'Book the table held for this request (its diner only); 409 when the offer expired or was claimed',
          tags,
          auth: 'user',
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireViewer(request);
      const booked = await claimOffer(db, {
        requestId: requestId(request),
        userId: user.id,
        now: now(),
        mail: config.site,
        bounds: config.bookingBounds,
      });
      return reply.status(201).send(booked);
    },
  );

  routes.get(
    '/api/owner/restaurants/:id/notify-demand',
    {
      preValidation: ownersOrAdministrators(db),
      schema: { response: { 200: notifyDemandSchema } },
      config: {
        openapi: {
          summary:
            'Notify requests for the restaurant per day and window, from its today (owners and administrators)',
          tags: ['owner console'],
          auth: 'user',
        },
      },
    },
    async (request) => findDemand(db, pathId(request.params, 'restaurant'), now()),
  );
}
