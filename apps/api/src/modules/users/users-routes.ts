/** /api/users: the administrators' user list. */
import type { FastifyInstance } from 'fastify';
import { usersListResponseSchema } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { requireAdmin } from '../../http/authenticate.ts';
import { listUsers } from './user-queries.ts';

export async function usersRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/users',
    {
      config: {
        openapi: {
          summary: 'Every user (administrators only)',
          tags: ['users'],
          auth: 'admin',
          responses: { 200: usersListResponseSchema },
        },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { users: await listUsers(db) };
    },
  );
}
