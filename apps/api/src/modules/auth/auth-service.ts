/** Sign-up, sign-in, refresh and sign-out as plain functions over the database. */
import type { AuthResponse, LoginInput, SignupInput } from '@tablefor/shared';
import { authCodes } from '@tablefor/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError, problem, unauthorized } from '@tablefor/server-kit';
import {
  createUser,
  findUserByEmail,
  presentUser,
  savedRestaurantIds,
  type UserRow,
} from '../users/user-queries.ts';
import { clearAttempts, currentAttempts, recordAttempt } from './attempt-throttle.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { revokeSession, startSession } from './sessions.ts';
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

function tooManyAttempts(retryAfterSeconds: number) {
  return new AppError(429, [problem('auth', authCodes.tooManyAttempts)], {
    'retry-after': String(retryAfterSeconds),
  });
}

/**
 * Checks credentials under two limits: every attempt from one IP, and failed attempts against
 * one account (so a spread-out attack on one account is stopped too).
 */
export async function checkCredentials(
  deps: AuthDeps,
  input: LoginInput,
  ip: string,
): Promise<UserRow> {
  const { perIp, perAccount, windowSeconds } = deps.config.loginLimit;
  const accountKey = `login:account:${input.email}`;
  // Asked together (see signIn); the limits are still checked before the password.
  const [byIp, byAccount, user] = await Promise.all([
    recordAttempt(deps.db, `login:ip:${ip}`, windowSeconds),
    currentAttempts(deps.db, accountKey, windowSeconds),
    findUserByEmail(deps.db, input.email),
  ]);
  if (byIp.count > perIp) throw tooManyAttempts(byIp.retryAfterSeconds);
  if (byAccount.count >= perAccount) throw tooManyAttempts(byAccount.retryAfterSeconds);

  const valid = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    await recordAttempt(deps.db, accountKey, windowSeconds);
    throw unauthorized(problem('credentials', authCodes.invalidCredentials));
  }
  if (byAccount.count > 0) await clearAttempts(deps.db, accountKey);
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
