/** /api/auth: sign-up, sign-in, refresh, sign-out and the current user. */
import type { FastifyInstance } from 'fastify';
import {
  authResponseSchema,
  loginInputSchema,
  refreshResponseSchema,
  signupInputSchema,
  userSchema,
} from '@tablefor/shared';
import { parseInput } from '../../http/errors.ts';
import { requireViewer } from '../../http/authenticate.ts';
import { presentUserById } from '../users/user-queries.ts';
import { checkCredentials, refreshSession, signIn, signUp, type AuthDeps } from './auth-service.ts';
import { revokeSession } from './sessions.ts';
import { bearerToken } from './tokens.ts';

const tags = ['auth'];

export async function authRoutes(app: FastifyInstance, deps: AuthDeps) {
  app.post(
    '/api/auth/signup',
    {
      config: {
        openapi: {
          summary: 'Create a diner account',
          tags,
          body: signupInputSchema,
          responses: { 201: authResponseSchema },
        },
        rateLimit: { max: deps.config.signupLimitPerHour, timeWindow: '1 hour' },
      },
    },
    async (request, reply) => {
      const input = parseInput(signupInputSchema, request.body);
      reply.status(201);
      return signUp(deps, input);
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: {
        openapi: {
          summary: 'Sign in',
          tags,
          body: loginInputSchema,
          responses: { 200: authResponseSchema },
        },
      },
    },
    async (request) => {
      const input = parseInput(loginInputSchema, request.body);
      return signIn(deps, await checkCredentials(deps, input, request.ip));
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      config: {
        openapi: {
          summary: 'Exchange the current (possibly expired) token for a new one',
          tags,
          auth: 'user',
          responses: { 200: refreshResponseSchema },
        },
      },
    },
    async (request) => refreshSession(deps, bearerToken(request.headers.authorization)),
  );

  app.post(
    '/api/auth/logout',
    { config: { openapi: { summary: 'Sign out: revoke the token', tags, auth: 'user' } } },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      await revokeSession(deps.db, viewer.sessionId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/auth/',
    {
      config: {
        openapi: {
          summary: 'The signed-in user',
          tags,
          auth: 'user',
          responses: { 200: userSchema },
        },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      return presentUserById(deps.db, viewer.user.id);
    },
  );
}
