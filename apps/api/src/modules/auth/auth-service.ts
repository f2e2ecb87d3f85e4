/** Sign-up, sign-in, refresh and sign-out as plain functions over the database. */
import type { AuthResponse, LoginInput, SignupInput } from '@tablefor/shared';
import { authCodes } from '@tablefor/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { problem, unauthorized } from '@tablefor/server-kit';
import {
  createUser,
  findUserByEmail,
  presentUser,
  savedRestaurantIds,
  type UserRow,
} from '../users/user-queries.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { revokeSession, startSession } from './sessions.ts';
import { beginSignIn, signInSucceeded } from './sign-in-limits.ts';
import { REFRESH_GRACE_SECONDS, type TokenService } from './tokens.ts';

export type AuthDeps = { db: Database; tokens: TokenService; config: Config };

export async function signIn(deps: AuthDeps, user: UserRow): Promise<AuthResponse> {
  // Side by side: on the embedded database each query waits its turn behind every other
  // request's, so a request's latency grows with the round trips it makes one after another.
  const [session, savedIds] = await Promise.all([
    startSession(deps.db, deps.tokens, user.id),
    savedRestaurantIds(deps.db, user.id),
  ]);
  const presented = presentUser(user, savedIds);
  return { ...presented, ...session, user: presented };
}

export async function signUp(
  deps: AuthDeps,
  input: SignupInput,
  options: { isAdmin?: boolean } = {},
): Promise<AuthResponse> {
  const user = await createUser(deps.db, {
    username: input.username,
    email: input.email,
    first_name: input.first_name,
    last_name: input.last_name,
    password_hash: await hashPassword(input.password),
    is_admin: options.isAdmin ?? false,
  });
  return signIn(deps, user);
}

/**
 * Checks credentials under the sign-in limits (sign-in-limits.ts): the attempt is counted first,
 * and a wrong password leaves it counted as a failure.
 */
export async function checkCredentials(
  deps: AuthDeps,
  input: LoginInput,
  ip: string,
): Promise<UserRow> {
  // Asked together (see signIn); the limits are still checked before the password.
  const [attempt, user] = await Promise.all([
    beginSignIn(deps.db, deps.config.loginLimit, input.email, ip),
    findUserByEmail(deps.db, input.email),
  ]);
  const valid = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw unauthorized(problem('credentials', authCodes.invalidCredentials));
  await signInSucceeded(deps.db, attempt);
  return user;
}

/** Exchanges a valid (or recently expired) token for a new one and revokes the old. */
export async function refreshSession(deps: AuthDeps, token: string | null) {
  const claims = token ? await deps.tokens.verify(token, REFRESH_GRACE_SECONDS) : null;
  if (!claims || !(await revokeSession(deps.db, claims.sessionId))) {
    throw unauthorized(problem('auth', authCodes.sessionExpired));
  }
  return startSession(deps.db, deps.tokens, claims.userId);
}
