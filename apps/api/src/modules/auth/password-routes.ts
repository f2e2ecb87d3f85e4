/** /api/auth/password-reset (a forgotten password, by e-mail) and /api/auth/password (signed in). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  passwordChangeInputSchema,
  passwordMessages,
  passwordResetConfirmSchema,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
} from '@tablefor/shared';
import { zodRoutes } from '@tablefor/server-kit';
import { requireViewer, signedInOnly } from '../../http/authenticate.ts';
import { requestLanguage } from '../../http/request-language.ts';
import type { AuthDeps } from './auth-service.ts';
import { changePassword } from './password-change.ts';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.ts';

const tags = ['auth'];

export async function passwordRoutes(app: FastifyInstance, deps: AuthDeps) {
  const routes = zodRoutes(app);
  const afterAnswer = workAfterAnswers(app);

  routes.post(
    '/api/auth/password-reset',
    {
      onResponse: afterAnswer.onResponse,
      schema: { body: passwordResetRequestSchema, response: { 202: passwordResetRequestedSchema } },
      config: {
        openapi: {
          summary:
            'E-mail a link to set a new password; the same answer whether or not the address has an account (rate-limited per client and address)',
          tags,
        },
      },
    },
    async (request, reply) => {
      const send = await requestPasswordReset(
        {
          db: deps.db,
          limits: deps.config.passwordResetLimits,
          publicUrl: deps.config.site.publicUrl,
        },
        { email: request.body.email, ip: request.ip, language: requestLanguage(request) },
      );
      if (send) afterAnswer.keep(request, send);
      reply.status(202);
      return { message: passwordMessages.linkSent };
    },
  );

  routes.post(
    '/api/auth/password-reset/confirm',
    {
      schema: { body: passwordResetConfirmSchema },
      config: {
        openapi: {
          summary:
            "Set a new password with an e-mailed link's token (once, within 30 minutes); signs the account out everywhere",
          tags,
        },
      },
    },
    async (request, reply) => {
      await confirmPasswordReset(deps.db, request.body);
      return reply.status(204).send();
    },
  );

  routes.post(
    '/api/auth/password',
    {
      preValidation: signedInOnly,
      schema: { body: passwordChangeInputSchema },
      config: {
        openapi: {
          summary:
            "Change the signed-in user's password (the current one required); signs out every other session",
          tags,
          auth: 'user',
        },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      await changePassword(deps.db, deps.config.loginLimit, viewer, request.body);
      return reply.status(204).send();
    },
  );
}

/**
 * Work kept for after an answer: it starts once the answer has been sent (the route's onResponse
 * hook), so that the answer never waits on it, even behind hooks that wait on the database. A
 * failure is logged; closing the app waits for work still running.
 */
function workAfterAnswers(app: FastifyInstance) {
  const kept = new WeakMap<FastifyRequest, () => Promise<void>>();
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(running);
  });
  return {
    keep: (request: FastifyRequest, work: () => Promise<void>) => kept.set(request, work),
    onResponse: async (request: FastifyRequest) => {
      const work = kept.get(request);
      if (!work) return;
      kept.delete(request);
      const task = work()
        .catch((error: unknown) => request.log.error({ err: error }, 'work after an answer failed'))
        .finally(() => running.delete(task));
      running.add(task);
    },
  };
}
