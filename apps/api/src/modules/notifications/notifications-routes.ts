/**
 * The bell's routes: a diner reads their own notifications and marks them read. Nobody else,
 * administrators included, reads an account's bell.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notificationPageQuerySchema, notificationPageSchema } from '@tablefor/shared';
import { forbidden, notFound, zodRoutes } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { requireViewer, signedInOnly } from '../../http/authenticate.ts';
import { pathId } from '../../http/id-param.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notification-queries.ts';

const tags = ['notifications'];

export async function notificationsRoutes(
  app: FastifyInstance,
  { db, now }: { db: Database; now: () => Date },
) {
  const routes = zodRoutes(app);

  /** The signed-in account, when the path's user is that account (403 otherwise). */
  async function ownAccount(request: FastifyRequest): Promise<number> {
    const { user } = await requireViewer(request);
    if (pathId(request.params, 'user') !== user.id) throw forbidden();
    return user.id;
  }

  routes.get(
    '/api/users/:id/notifications',
    {
      preValidation: signedInOnly,
      schema: {
        querystring: notificationPageQuerySchema,
        response: { 200: notificationPageSchema },
      },
      config: {
        openapi: {
          summary:
            "The account's notifications, newest first (`before`: an id, for older ones), with the unread count (the account itself only)",
          tags,
          auth: 'user',
        },
      },
    },
    async (request) => listNotifications(db, await ownAccount(request), request.query),
  );

  routes.post(
    '/api/notifications/:id/read',
    {
      config: {
        openapi: {
          summary: "Mark one of the account's notifications read; 404 for anyone else's",
          tags,
          auth: 'user',
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireViewer(request);
      const id = pathId(request.params, 'notification');
      if (!(await markNotificationRead(db, { userId: user.id, id, now: now() }))) {
        throw notFound('notification');
      }
      return reply.status(204).send();
    },
  );

  routes.post(
    '/api/users/:id/notifications/read-all',
    {
      config: {
        openapi: {
          summary: "Mark all of the account's notifications read (the account itself only)",
          tags,
          auth: 'user',
        },
      },
    },
    async (request, reply) => {
      await markAllNotificationsRead(db, { userId: await ownAccount(request), now: now() });
      return reply.status(204).send();
    },
  );
}
