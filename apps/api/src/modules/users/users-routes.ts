/**
 * /api/users: the administrators' user management (list, change a role, delete an account), and
 * an account's own privacy rights: its data downloaded, itself deleted with its password.
 */
import type { FastifyInstance } from 'fastify';
import {
  accountDeletionInputSchema,
  deletedUserSchema,
  issuesToDetails,
  updateUserRoleInputSchema,
  userListQuerySchema,
  userPageSchema,
  userSchema,
} from '@tablefor/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  administratorsOnly,
  requireAdmin,
  requireViewer,
  signedInOnly,
} from '../../http/authenticate.ts';
import { pathId } from '../../http/id-param.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { textsIn } from '../../texts/texts.ts';
import { exportAccount } from './account-export.ts';
import { changeUserRole } from './change-user-role.ts';
import { deleteOwnAccount } from './delete-own-account.ts';
import { deleteUser } from './delete-user.ts';
import { listUsers } from './user-queries.ts';
import { badRequest, forbidden, zodRoutes } from '@tablefor/server-kit';

const tags = ['users'];
const auth = 'admin';

export async function usersRoutes(
  app: FastifyInstance,
  { db, config }: { db: Database; config: Config },
) {
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
      preValidation: signedInOnly,
      schema: {
        body: accountDeletionInputSchema.partial().optional(),
        response: { 200: deletedUserSchema },
      },
      config: {
        openapi: {
          summary:
            'Delete an account: sessions, saves, reviews, preferences and notifications go; future reservations are cancelled (their guests told), all are kept without the account. A diner deletes their own account with its password; administrators any other',
          tags,
          auth: 'user',
        },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      const id = pathId(request.params, 'user');
      // An administrator's deletion is as it was: never their own account (409).
      if (id !== viewer.user.id || viewer.user.is_admin) {
        const { user } = await requireAdmin(request);
        return deleteUser(db, user, id, new Date());
      }
      const input = accountDeletionInputSchema.safeParse(request.body ?? {});
      if (!input.success) throw badRequest(...issuesToDetails(input.error.issues));
      return deleteOwnAccount(db, {
        viewer,
        input: input.data,
        limits: config.loginLimit,
        publicUrl: config.site.publicUrl,
        now: new Date(),
      });
    },
  );

  routes.get(
    '/api/users/:id/export',
    {
      preValidation: signedInOnly,
      config: {
        openapi: {
          summary:
            'Download everything kept on an account as a JSON file (the account itself or an administrator)',
          tags,
          auth: 'user',
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireViewer(request);
      const id = pathId(request.params, 'user');
      if (id !== user.id && !user.is_admin) throw forbidden();
      const now = new Date();
      const data = await exportAccount(db, id, now);
      const filename = textsIn(requestLanguage(request))('accountExport.filename', {
        date: now.toISOString().slice(0, 10),
      });
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );
}
