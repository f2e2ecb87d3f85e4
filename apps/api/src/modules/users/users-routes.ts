/** /api/users: the administrators' user list. */
import type { FastifyInstance } from 'fastify';
import { usersListResponseSchema } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { requireAdmin } from '../../http/authenticate.ts';
import { listUsers } from './user-queries.ts';
import { zodRoutes } from '@tablefor/server-kit';

export async function usersRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = zodRoutes(app);
  routes.get(
    '/api/users',
    {
      schema: { response: { 200: usersListResponseSchema } },
      config: {
        openapi: { summary: 'Every user (administrators only)', tags: ['users'], auth: 'admin' },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { users: await listUsers(db) };
    },
  );
}
