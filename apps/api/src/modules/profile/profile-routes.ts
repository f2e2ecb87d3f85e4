/**
 * The diner's own account: names and username, a new e-mail address (confirmed by a link sent to
 * it), and preferences. Only the account itself uses the /api/users/{id}/ routes.
 */
import type { FastifyInstance } from 'fastify';
import {
  dinerPreferencesSchema,
  emailChangeConfirmSchema,
  emailChangedSchema,
  emailChangeInputSchema,
  emailChangeRequestedSchema,
  profileInputSchema,
  profileMessages,
  userSchema,
} from '@tablefor/shared';
import { zodRoutes } from '@tablefor/server-kit';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { readPreferences, savePreferences } from './diner-preferences.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { ownAccount, refuseDemoAccount } from './own-account.ts';
import { updateProfile } from './update-profile.ts';

const tags = ['account'];
const auth = 'user';

export async function profileRoutes(
  app: FastifyInstance,
  { db, config }: { db: Database; config: Config },
) {
  const routes = zodRoutes(app);

  routes.patch(
    '/api/users/:id/profile',
    {
      preValidation: async (request) => void (await ownAccount(request)),
      schema: { body: profileInputSchema, response: { 200: userSchema } },
      config: {
        openapi: {
          summary: "Change one's own first and last name and username (sign-up's rules)",
          tags,
          auth,
        },
      },
    },
    async (request) => {
      const viewer = await ownAccount(request);
      refuseDemoAccount(viewer, 'username');
      return updateProfile(db, viewer.user.id, request.body);
    },
  );

  routes.post(
    '/api/users/:id/email-change',
    {
      preValidation: async (request) => void (await ownAccount(request)),
      schema: { body: emailChangeInputSchema, response: { 202: emailChangeRequestedSchema } },
      config: {
        openapi: {
          summary:
            "Ask to change one's own e-mail address (the password required): a link goes to the new address, a notice to the old; nothing changes until the link is followed",
          tags,
          auth,
        },
      },
    },
    async (request, reply) => {
      const viewer = await ownAccount(request);
      refuseDemoAccount(viewer, 'email');
      const context = { db, limits: config.loginLimit, publicUrl: config.site.publicUrl };
      await requestEmailChange(context, viewer, {
        ...request.body,
        language: requestLanguage(request),
      });
      reply.status(202);
      return { message: profileMessages.linkSent, email: request.body.email };
    },
  );

  routes.post(
    '/api/auth/email-change/confirm',
    {
      schema: { body: emailChangeConfirmSchema, response: { 200: emailChangedSchema } },
      config: {
        openapi: {
          summary:
            "Confirm a new e-mail address with its link's token (once, within a day); the old address is told",
          tags,
        },
      },
    },
    async (request) =>
      confirmEmailChange(db, request.body.token, requestLanguage(request), await request.viewer()),
  );

  routes.get(
    '/api/users/:id/preferences',
    {
      preValidation: async (request) => void (await ownAccount(request)),
      schema: { response: { 200: dinerPreferencesSchema } },
      config: {
        openapi: {
          summary: "One's own preferences (the defaults until they are saved)",
          tags,
          auth,
        },
      },
    },
    async (request) => readPreferences(db, (await ownAccount(request)).user.id),
  );

  routes.put(
    '/api/users/:id/preferences',
    {
      preValidation: async (request) => void (await ownAccount(request)),
      schema: { body: dinerPreferencesSchema, response: { 200: dinerPreferencesSchema } },
      config: {
        openapi: {
          summary:
            "Save one's own preferences: dietary needs, note and seating (the booked restaurant sees them), reminder e-mails, language",
          tags,
          auth,
        },
      },
    },
    async (request) => savePreferences(db, (await ownAccount(request)).user.id, request.body),
  );
}
