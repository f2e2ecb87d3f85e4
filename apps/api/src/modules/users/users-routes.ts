/** /api/users: the administrators' user management: list, change a role, delete an account. */
import type { FastifyInstance } from 'fastify';
import {
  deletedUserSchema,
  updateUserRoleInputSchema,
  userListQuerySchema,
  userPageSchema,
  userSchema,
} from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { administratorsOnly, requireAdmin } from '../../http/authenticate.ts';
import { pathId } from '../../http/id-param.ts';
import { changeUserRole } from './change-user-role.ts';
import { deleteUser } from './delete-user.ts';
import { listUsers } from './user-queries.ts';
import { zodRoutes } from '@tablefor/server-kit';

const tags = ['users'];
const auth = 'admin';

export async function usersRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = zodRoutes(app);
  routes.get(
    '/api/users',
    {
      preValidation: administratorsOnly,
      schema: { querystring: userListQuerySchema, response: { 200: userPageSchema } },
      config: {
        openapi: {
          summary: 'One page of users ordered by id, optionally matching q (administrators only)',
          tags,
          auth,
        },
      },
    },
    async (request) => listUsers(db, request.query),
  );

  routes.put(
    '/api/users/:id',
    {
      preValidation: administratorsOnly,
      schema: { body: updateUserRoleInputSchema, response: { 200: userSchema } },
      config: {
        openapi: {
          summary: "Change a user's role; never one's own, never the last administrator's",
          tags,
          auth,
        },
      },
    },
    async (request) => {
      const { user } = await requireAdmin(request);
      const id = pathId(request.params, 'user');
      return changeUserRole(db, user, id, request.body.is_admin);
    },
  );

  routes.delete(
    '/api/users/:id',
    {
      preValidation: administratorsOnly,
      schema: { response: { 200: deletedUserSchema } },
      config: {
        openapi: {
          summary:
            'Delete an account: sessions, saves and reviews go; future reservations are cancelled, all are kept without the account',
          tags,
          auth,
        },
      },
    },
    async (request) => {
      const { user } = await requireAdmin(request);
      const id = pathId(request.params, 'user');
      return deleteUser(db, user, id, new Date());
    },
  );
}
