/** Resolves the bearer token to a signed-in user once per request, and the guards built on it. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authCodes } from '@tablefor/shared';
import type { Database } from '../db/client.ts';
import { isSessionActive } from '../modules/auth/sessions.ts';
import { bearerToken, type TokenService } from '../modules/auth/tokens.ts';
import { findUserById, type UserRow } from '../modules/users/user-queries.ts';
import { forbidden, problem, unauthorized } from '@tablefor/server-kit';

export type Viewer = { user: UserRow; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    viewer(): Promise<Viewer | null>;
  }
}

export const authenticatePlugin = fp(
  async (app: FastifyInstance, opts: { db: Database; tokens: TokenService }) => {
    const cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
    app.decorateRequest('viewer', function (this: FastifyRequest) {
      let viewer = cache.get(this);
      if (!viewer) {
        viewer = resolveViewer(opts, bearerToken(this.headers.authorization));
        cache.set(this, viewer);
      }
      return viewer;
    });
  },
);

async function resolveViewer(
  { db, tokens }: { db: Database; tokens: TokenService },
  token: string | null,
): Promise<Viewer | null> {
  const claims = token ? await tokens.verify(token) : null;
  if (!claims || !(await isSessionActive(db, claims.sessionId, claims.userId))) return null;
  const user = await findUserById(db, claims.userId);
  return user ? { user, sessionId: claims.sessionId } : null;
}

/** The signed-in user, or 401. A token that is present but invalid is also 401. */
export async function requireViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await request.viewer();
  if (!viewer) throw unauthorized();
  return viewer;
}

export async function requireAdmin(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (!viewer.user.is_admin) throw forbidden(problem('auth', authCodes.administratorsOnly));
  return viewer;
}

/** A route hook that refuses anonymous callers (401) before their input is even validated. */
export async function signedInOnly(request: FastifyRequest): Promise<void> {
  await requireViewer(request);
}

/** A route hook that refuses anyone but an administrator (401, 403) before input is validated. */
export async function administratorsOnly(request: FastifyRequest): Promise<void> {
  await requireAdmin(request);
}
