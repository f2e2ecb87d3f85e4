/**
 * A new e-mail address for a signed-in diner: asked with the current password, confirmed by a
 * link sent to the new address. Nothing about the account changes until the link is followed;
 * the old address is told when the change is asked and when it is done.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { AppError, badRequest, conflict, problem } from '@tablefor/server-kit';
import {
  authCodes,
  EMAIL_CHANGE_MINUTES,
  passwordCodes,
  profileCodes,
  type EmailChangeInput,
  type Language,
} from '@tablefor/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { emailChangeTokens as tokens, sessions, users } from '../../db/schema/index.ts';
import type { Viewer } from '../../http/authenticate.ts';
import { changeAttempts, recordAttempt } from '../auth/attempt-throttle.ts';
import { passwordChangeKey } from '../auth/password-change.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { queueEmail } from '../mail/outbox.ts';
import { findUserByEmail } from '../users/user-queries.ts';
import {
  emailChangeAskedEmail,
  emailChangedEmail,
  emailChangeLink,
  emailChangeLinkEmail,
} from './email-change-letters.ts';

export type EmailChangeContext = {
  db: Database;
  limits: Config['loginLimit'];
  publicUrl: string;
};

/** 256 bits from the operating system's secure source, as the link carries them. */
const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const emailTaken = () => conflict(problem('email', authCodes.emailTaken));
const linkInvalid = () => badRequest(problem('token', profileCodes.linkInvalid));

/**
 * Checks the password (its wrong guesses counted with the password change's, under one limit),
 * then stores the one live link of the account and queues the two letters in one transaction.
 */
export async function requestEmailChange(
  context: EmailChangeContext,
  viewer: Viewer,
  input: EmailChangeInput & { language: Language },
) {
  const { db, limits } = context;
  const { user } = viewer;
  if (input.email === user.email.toLowerCase()) {
    throw badRequest(problem('email', profileCodes.sameEmail));
  }
  const attempt = await recordAttempt(db, passwordChangeKey(user.id), limits.windowSeconds);
  if (attempt.count > limits.perAccountAndIp) {
    await changeAttempts(db, [{ release: attempt }]);
    throw new AppError(429, [problem('password', passwordCodes.tooManyChanges)], {
      'retry-after': String(attempt.retryAfterSeconds),
    });
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw badRequest(problem('password', passwordCodes.currentWrong));
  }
  await changeAttempts(db, [{ release: attempt }]);
  const holder = await findUserByEmail(db, input.email);
  if (holder && holder.id !== user.id) throw emailTaken();
  const token = newToken();
  await db.transaction(async (tx) => {
    // One request at a time per account: the newest link is the only live one.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    await tx.delete(tokens).where(eq(tokens.user_id, user.id));
    await tx.insert(tokens).values({
      token_hash: hashToken(token),
      user_id: user.id,
      new_email: input.email,
      expires_at: sql`now() + make_interval(mins => ${EMAIL_CHANGE_MINUTES})`,
    });
    const names = { firstName: user.first_name, newEmail: input.email };
    const link = emailChangeLink(context.publicUrl, token);
    await queueEmail(
      tx,
      emailChangeLinkEmail(input.email, input.language, { firstName: user.first_name, link }),
    );
    await queueEmail(tx, emailChangeAskedEmail(user.email, input.language, names));
  });
}

const isLive = (tokenHash: string) =>
  and(eq(tokens.token_hash, tokenHash), isNull(tokens.used_at), gt(tokens.expires_at, sql`now()`));

/**
 * Follows a live link, once: the account takes the new address, the old one is told, the
 * account's other links are gone, and so are its sessions but the one following the link (if it
 * is the account's): whoever had got into the account keeps no way in once the address that can
 * reset its password is the owner's new one. An address another account took meanwhile is
 * refused (409) and the link stays as it was.
 */
export async function confirmEmailChange(
  db: Database,
  token: string,
  language: Language,
  viewer: Viewer | null,
) {
  const tokenHash = hashToken(token);
  try {
    return await db.transaction(async (tx) => {
      const [spent] = await tx
        .update(tokens)
        .set({ used_at: sql`now()` })
        .where(isLive(tokenHash))
        .returning({ userId: tokens.user_id, newEmail: tokens.new_email });
      if (!spent) throw linkInvalid();
      const [before] = await tx
        .select({ email: users.email, firstName: users.first_name })
        .from(users)
        .where(eq(users.id, spent.userId))
        .for('update');
      if (!before) throw linkInvalid();
      await tx
        .update(users)
        .set({ email: spent.newEmail, updated_at: sql`now()` })
        .where(eq(users.id, spent.userId));
      await tx
        .delete(tokens)
        .where(and(eq(tokens.user_id, spent.userId), ne(tokens.token_hash, tokenHash)));
      const kept = viewer?.user.id === spent.userId ? viewer.sessionId : null;
      await tx
        .update(sessions)
        .set({ revoked_at: sql`now()` })
        .where(
          and(
            eq(sessions.user_id, spent.userId),
            isNull(sessions.revoked_at),
            kept ? ne(sessions.id, kept) : undefined,
          ),
        );
      await queueEmail(
        tx,
        emailChangedEmail(before.email, language, {
          firstName: before.firstName,
          newEmail: spent.newEmail,
        }),
      );
      return { email: spent.newEmail };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
