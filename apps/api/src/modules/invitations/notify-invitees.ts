/**
 * Telling a reservation's live guests that it changed or was cancelled, in the caller's
 * transaction, each in the language they were invited in. A cancellation leaves their links dead.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservationInvitations, users } from '../../db/schema/index.ts';
import { composeEmail, languageOf } from '../mail/compose-email.ts';
import { queueEmail } from '../mail/outbox.ts';
import type { ReservationRow } from '../reservations/reservation-queries.ts';
import { guestCalendar, guestLetter, INVITATION_MAIL_KINDS } from './invitation-letter.ts';

/** The host's first name as guests read it: the account's, else the first word booked under. */
export async function hostFirstName(db: Database, row: NonNullable<ReservationRow>) {
  if (row.user_id !== null) {
    const [account] = await db
      .select({ first_name: users.first_name })
      .from(users)
      .where(eq(users.id, row.user_id));
    if (account) return account.first_name;
  }
  return (row.guest_name ?? '').trim().split(/\s+/)[0] ?? '';
}

export async function notifyInvitees(
  db: Database,
  {
    row,
    notice,
    publicUrl,
  }: { row: NonNullable<ReservationRow>; notice: 'changed' | 'cancelled'; publicUrl: string },
): Promise<number> {
  const guests = await db
    .select({ email: reservationInvitations.email, language: reservationInvitations.language })
    .from(reservationInvitations)
    .where(
      and(
        eq(reservationInvitations.reservation_id, row.id),
        isNull(reservationInvitations.revoked_at),
      ),
    );
  if (guests.length === 0) return 0;
  const host = await hostFirstName(db, row);
  for (const guest of guests) {
    const language = languageOf(guest.language);
    const letter = guestLetter(notice, { row, host }, language);
    const attachments =
      notice === 'changed' ? await guestCalendar(db, row, publicUrl, language) : [];
    await queueEmail(
      db,
      composeEmail(INVITATION_MAIL_KINDS[notice], guest.email, language, {
        ...letter,
        attachments,
      }),
    );
  }
  return guests.length;
}
