/**
 * A forgotten password, reset through an e-mailed link. Asking answers the same, as fast, for an
 * address with no account: both count the request and make and hash a token; only an account's
 * link is then stored and e-mailed, after the answer (see requestPasswordReset).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { badRequest, problem } from '@tablefor/server-kit';
import {
  isDemoAccount,
  passwordCodes,
  PASSWORD_RESET_TTL_MINUTES,
  type PasswordResetConfirm,
} from '@tablefor/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { passwordResetTokens as tokens, sessions, users } from '../../db/schema/index.ts';
import { clientNetwork } from '../../http/client-network.ts';
import type { Language } from '@tablefor/shared';
import { queueEmail } from '../mail/outbox.ts';
import { findUserByEmail, type UserRow } from '../users/user-queries.ts';
import { recordAttempts } from './attempt-throttle.ts';
import { clearSignInFailures } from './clear-sign-in-failures.ts';
import { hashPassword } from './passwords.ts';
import { passwordResetEmail, passwordResetLink } from './password-reset-letter.ts';

const HOUR_SECONDS = 60 * 60;

export type PasswordResetContext = {
  db: Database;
  limits: Config['passwordResetLimits'];
  publicUrl: string;
};

/** 256 bits from the operating system's secure source, as the link carries them. */
const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Each request counts under its client's network and its address, in this order. */
export const passwordResetKeys = (email: string, ip: string) =>
  [`password-reset:ip:${clientNetwork(ip)}`, `password-reset:email:${email}`] as const;

/**
 * Counts the request and makes its token, the same work whether or not `email` has an account.
 * Answers the work left for an account within the limits (storing the link and e-mailing it),
 * to be done after the answer, so that the answer never waits on it; null for any other request.
 */
export async function requestPasswordReset(
  context: PasswordResetContext,
  request: { email: string; ip: string; language: Language },
): Promise<(() => Promise<void>) | null> {
  const { db, limits } = context;
  const [[byIp, byEmail], user] = await Promise.all([
    recordAttempts(db, passwordResetKeys(request.email, request.ip), HOUR_SECONDS),
    findUserByEmail(db, request.email),
  ]);
  const token = newToken();
  const tokenHash = hashToken(token);
  const withinLimits = byIp.count <= limits.perIpPerHour && byEmail.count <= limits.perEmailPerHour;
  // The demo account's published password stays: no link is made for it.
  if (!user || !withinLimits || isDemoAccount(user.email)) return null;
  const link = passwordResetLink(context.publicUrl, token);
  return () => storeAndSendLink(db, user, { tokenHash, link, language: request.language });
}

/** The account's one live link from now on: any earlier one is gone with it. */
async function storeAndSendLink(
  db: Database,
  user: UserRow,
  letter: { tokenHash: string; link: string; language: Language },
) {
  await db.transaction(async (tx) => {
    // One request at a time per account, so two at once cannot both leave a live link.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    await tx.delete(tokens).where(eq(tokens.user_id, user.id));
    await tx.insert(tokens).values({
      token_hash: letter.tokenHash,
      user_id: user.id,
      expires_at: sql`now() + make_interval(mins => ${PASSWORD_RESET_TTL_MINUTES})`,
    });
    await queueEmail(
      tx,
      passwordResetEmail(user.email, letter.language, {
        firstName: user.first_name,
        link: letter.link,
      }),
    );
  });
}

const linkInvalid = () => badRequest(problem('token', passwordCodes.linkInvalid));

const isLive = (tokenHash: string) =>
  and(eq(tokens.token_hash, tokenHash), isNull(tokens.used_at), gt(tokens.expires_at, sql`now()`));

/**
 * Sets the new password with a live link, once: the link is spent, every session of the account
 * ends, and its wrong passwords are forgotten (sign-in-limits.ts), so a locked account opens.
 */
export async function confirmPasswordReset(db: Database, input: PasswordResetConfirm) {
  const tokenHash = hashToken(input.token);
  // Checked before hashing the password: a wrong link costs no hashing.
  const [live] = await db.select({ id: tokens.user_id }).from(tokens).where(isLive(tokenHash));
  if (!live) throw linkInvalid();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(tokens)
      .set({ used_at: sql`now()` })
      .where(isLive(tokenHash))
      .returning({ userId: tokens.user_id });
    if (!spent) throw linkInvalid();
    const [user] = await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: sql`now()` })
      .where(eq(users.id, spent.userId))
      .returning({ email: users.email });
    await tx
      .update(sessions)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(sessions.user_id, spent.userId), isNull(sessions.revoked_at)));
    await tx
      .delete(tokens)
      .where(and(eq(tokens.user_id, spent.userId), ne(tokens.token_hash, tokenHash)));
    if (user) await clearSignInFailures(tx, user.email.toLowerCase());
  });
}
