/**
 * A diner (never an administrator) deletes their own account, with their password, in one
 * transaction. Beyond what an administrator's deletion does (delete-user.ts), the guests invited to a cancelled booking are
 * told, every invitation the account sent loses its guest's address (its link ends), and so do its sign-in counters and the e-mails
 * already sent to it. Kept: the restaurants' record of each reservation (name, e-mail and phone
 * given at booking, party, time), without the account.
 */
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { AppError, forbidden, problem } from '@tablefor/server-kit';
import {
  isDemoAccount,
  privacyCodes,
  type AccountDeletionInput,
  type DeletedUser,
} from '@tablefor/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  authAttempts,
  outboxMessages,
  reservationInvitations,
  reservations,
  users,
} from '../../db/schema/index.ts';
import type { Viewer } from '../../http/authenticate.ts';
import { changeAttempts, recordAttempt } from '../auth/attempt-throttle.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { notifyInvitees } from '../invitations/notify-invitees.ts';
import { findReservation } from '../reservations/reservation-queries.ts';
import { lockAccount } from './administrator-guard.ts';
import { cancelFutureReservations, deleteReviews, lockAffectedRestaurants } from './delete-user.ts';

export const accountDeletionKey = (userId: number) => `account-deletion:account:${userId}`;

export async function deleteOwnAccount(
  db: Database,
  {
    viewer,
    input,
    limits,
    publicUrl,
    now,
  }: {
    viewer: Viewer;
    input: AccountDeletionInput;
    limits: Config['loginLimit'];
    publicUrl: string;
    now: Date;
  },
): Promise<DeletedUser> {
  const { user } = viewer;
  // Whoever is signed in as the demo account must not take it from everyone else.
  if (isDemoAccount(user.email)) throw forbidden(problem('password', privacyCodes.demoAccount));
  // Counted before the password is checked, as a password change counts (a stolen session must
  // not become a way to try passwords).
  const attempt = await recordAttempt(db, accountDeletionKey(user.id), limits.windowSeconds);
  if (attempt.count > limits.perAccountAndIp) {
    await changeAttempts(db, [{ release: attempt }]);
    throw new AppError(429, [problem('password', privacyCodes.tooManyAttempts)], {
      'retry-after': String(attempt.retryAfterSeconds),
    });
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw forbidden(problem('password', privacyCodes.passwordWrong));
  }
  return db.transaction(async (tx) => {
    const locked = await lockAccount(tx, user.id);
    await lockAffectedRestaurants(tx, user.id, now);
    await deleteReviews(tx, user.id);
    for (const id of await cancelFutureReservations(tx, user.id, now)) {
      const row = await findReservation(tx, id);
      if (row) await notifyInvitees(tx, { row, notice: 'cancelled', publicUrl });
    }
    const own = tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.user_id, user.id));
    // The guests' addresses go; the dead link stays known, so a guest reads that it ended.
    await tx
      .update(reservationInvitations)
      .set({ email: '', revoked_at: sql`coalesce(${reservationInvitations.revoked_at}, now())` })
      .where(inArray(reservationInvitations.reservation_id, own));
    await forgetAddress(tx, user.id, locked.target.email);
    // Sessions, saved restaurants, preferences, notifications, Notify requests, e-mail change and
    // reset tokens cascade with the row; reservations keep their booking details without it.
    await tx.delete(users).where(eq(users.id, user.id));
    return { id: user.id };
  });
}

/** The sign-in counters kept under the account, and the e-mails already delivered to it. */
async function forgetAddress(tx: Database, userId: number, email: string) {
  const address = email.toLowerCase();
  await tx.delete(authAttempts).where(
    or(
      inArray(authAttempts.key, [
        accountDeletionKey(userId),
        `password-change:account:${userId}`,
        `login:account:${address}`,
        `login:account-slot:${address}`,
        `password-reset:email:${address}`,
      ]),
      // 'login:account-ip:{source} {address}' and 'login:known-ip:{source} {address}'
      and(
        sql`(starts_with(${authAttempts.key}, 'login:account-ip:') or starts_with(${authAttempts.key}, 'login:known-ip:'))`,
        sql`right(${authAttempts.key}, ${address.length + 1}) = ${` ${address}`}`,
      ),
    ),
  );
  await tx
    .delete(outboxMessages)
    .where(
      and(
        eq(sql`lower(${outboxMessages.to_address})`, address),
        isNotNull(outboxMessages.delivered_at),
      ),
    );
}
