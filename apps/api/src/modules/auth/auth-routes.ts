/** /api/auth: sign-up, sign-in, refresh, sign-out, the current user, and passwords (password-routes.ts). */
import type { FastifyInstance } from 'fastify';
import {
  authResponseSchema,
  loginInputSchema,
  refreshResponseSchema,
  signupInputSchema,
  userSchema,
} from '@tablefor/shared';
import { requireViewer } from '../../http/authenticate.ts';
import { presentUserById } from '../users/user-queries.ts';
import { checkCredentials, refreshSession, signIn, signUp, type AuthDeps } from './auth-service.ts';
import { passwordRoutes } from './password-routes.ts';
import { revokeSession } from './sessions.ts';
import { bearerToken } from './tokens.ts';
import { zodRoutes } from '@tablefor/server-kit';

const tags = ['auth'];

export async function authRoutes(app: FastifyInstance, deps: AuthDeps) {
  const routes = zodRoutes(app);
  routes.post(
    '/api/auth/signup',
    {
      schema: { body: signupInputSchema, response: { 201: authResponseSchema } },
      config: {
        openapi: { summary: 'Create a diner account', tags },
        rateLimit: { max: deps.config.signupLimitPerHour, timeWindow: '1 hour' },
      },
    },
    async (request, reply) => {
      const input = request.body;
      reply.status(201);
      return signUp(deps, input);
    },
  );

  routes.post(
    '/api/auth/login',
    {
      schema: { body: loginInputSchema, response: { 200: authResponseSchema } },
      config: { openapi: { summary: 'Sign in', tags } },
    },
    async (request) => {
      const input = request.body;
      return signIn(deps, await checkCredentials(deps, input, request.ip));
    },
  );

  routes.post(
    '/api/auth/refresh',
    {
      schema: { response: { 200: refreshResponseSchema } },
      config: {
        openapi: {
          summary: 'Exchange the current (possibly expired) token for a new one',
          tags,
          auth: 'user',
        },
      },
    },
    async (request) => refreshSession(deps, bearerToken(request.headers.authorization)),
  );

  routes.post(
    '/api/auth/logout',
    { config: { openapi: { summary: 'Sign out: revoke the token', tags, auth: 'user' } } },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      await revokeSession(deps.db, viewer.sessionId);
      return reply.status(204).send();
    },
  );

  routes.get(
    '/api/auth/',
    {
      schema: { response: { 200: userSchema } },
      config: { openapi: { summary: 'The signed-in user', tags, auth: 'user' } },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      return presentUserById(deps.db, viewer.user.id);
    },
  );

  await passwordRoutes(app, deps);
}
