/**
 * A signed-in diner's new password: the current one is required (and its wrong guesses limited,
 * as a stolen session must not become a way to try passwords), every other session ends.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { AppError, badRequest, forbidden, problem } from '@tablefor/server-kit';
import { isDemoAccount, passwordCodes, type PasswordChangeInput } from '@tablefor/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { passwordResetTokens, sessions, users } from '../../db/schema/index.ts';
import type { Viewer } from '../../http/authenticate.ts';
import { changeAttempts, recordAttempt } from './attempt-throttle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export const passwordChangeKey = (userId: number) => `password-change:account:${userId}`;

const currentWrong = () => badRequest(problem('current_password', passwordCodes.currentWrong));

/**
 * Counted before the current password is checked, so attempts sent together cannot all slip
 * under the limit (sign-in's per account and source, per its window); a change taken back.
 */
export async function changePassword(
  db: Database,
  limits: Config['loginLimit'],
  viewer: Viewer,
  input: PasswordChangeInput,
) {
  const { user, sessionId } = viewer;
  // Whoever is signed in as the demo account must not take it from everyone else.
  if (isDemoAccount(user.email)) throw forbidden(problem('password', passwordCodes.demoAccount));
  const attempt = await recordAttempt(db, passwordChangeKey(user.id), limits.windowSeconds);
  if (attempt.count > limits.perAccountAndIp) {
    await changeAttempts(db, [{ release: attempt }]);
    throw new AppError(429, [problem('current_password', passwordCodes.tooManyChanges)], {
      'retry-after': String(attempt.retryAfterSeconds),
    });
  }
  if (!(await verifyPassword(user.password_hash, input.current_password))) throw currentWrong();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Only from the password just checked: of two changes at once, the second finds it gone.
    const [changed] = await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: sql`now()` })
      .where(and(eq(users.id, user.id), eq(users.password_hash, user.password_hash)))
      .returning({ id: users.id });
    if (!changed) throw currentWrong();
    await tx
      .update(sessions)
      .set({ revoked_at: sql`now()` })
      .where(
        and(eq(sessions.user_id, user.id), ne(sessions.id, sessionId), isNull(sessions.revoked_at)),
      );
    // A reset link asked for before no longer sets a password.
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.user_id, user.id));
  });
  await changeAttempts(db, [{ release: attempt }]);
}
