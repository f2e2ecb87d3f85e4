/** /api/admin: administrator sign-up (needs ADMIN_SECRET_KEY) and sign-in. */
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  adminSignupInputSchema,
  authCodes,
  authResponseSchema,
  loginInputSchema,
} from '@tablefor/shared';
import { forbidden, problem, zodRoutes } from '@tablefor/server-kit';
import { checkCredentials, signIn, signUp, type AuthDeps } from '../auth/auth-service.ts';

const tags = ['admin'];

function sameSecret(given: string, expected: string) {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export async function adminRoutes(app: FastifyInstance, deps: AuthDeps) {
  const routes = zodRoutes(app);
  routes.post(
    '/api/admin/signup',
    {
      schema: { body: adminSignupInputSchema, response: { 201: authResponseSchema } },
      config: {
        openapi: { summary: 'Create an administrator (requires the admin secret key)', tags },
        rateLimit: { max: deps.config.signupLimitPerHour, timeWindow: '1 hour' },
      },
    },
    async (request, reply) => {
      const { admin_secret_key, ...input } = request.body;
      if (!sameSecret(admin_secret_key, deps.config.adminSecretKey)) {
        throw forbidden(problem('admin_secret_key', authCodes.adminSecretInvalid));
      }
      reply.status(201);
      return signUp(deps, input, { isAdmin: true });
    },
  );

  routes.post(
    '/api/admin/login',
    {
      schema: { body: loginInputSchema, response: { 200: authResponseSchema } },
      config: { openapi: { summary: 'Sign in as an administrator', tags } },
    },
    async (request) => {
      const input = request.body;
      const user = await checkCredentials(deps, input, request.ip);
      if (!user.is_admin) throw forbidden(problem('auth', authCodes.notAdmin));
      return signIn(deps, user);
    },
  );
}
