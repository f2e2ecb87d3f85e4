/**
 * Telling the diner: the reservation's e-mail goes to the outbox in the caller's transaction, to
 * the guest's address or the account's, with their private link and, while they hold a table,
 * the booking as an .ics file.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservations, restaurants, users } from '../../db/schema/index.ts';
import { composeEmail, languageOf } from '../mail/compose-email.ts';
import { queueEmail } from '../mail/outbox.ts';
import { recordReservationNotice } from '../notifications/record-notification.ts';
import { reservationCalendar } from '../reservations/calendar-file.ts';
import { accessCodeFor, hashAccessCode } from '../reservations/reservation-access.ts';
import { presentReservation } from '../reservations/reservation-presenter.ts';
import { stayMinutes } from '../reservations/reservation-stay.ts';
import { findReservation, type ReservationRow } from '../reservations/reservation-queries.ts';
import { carriesCalendar, dinerLetter, type DinerNotice } from './diner-letters.ts';
import { notifyInvitees } from '../invitations/notify-invitees.ts';

/** What diner e-mail needs from the configuration. */
export type DinerMailContext = {
  /** Derives guests' private links (the JWT secret). */
  secret: string;
  /** Where the product is reached from outside, for links: 'https://tablefor.app'. */
  publicUrl: string;
};

/** The private link: guests' carries their code, accounts' opens after signing in. */
function reservationLink(
  context: DinerMailContext,
  reservation: { id: number; access_code_hash: string | null },
): string {
  const url = new URL(`/reservations/${reservation.id}`, context.publicUrl);
  const code = accessCodeFor(context.secret, reservation.id);
  // Bookings made before codes were derived keep their random code, which only the diner holds.
  if (reservation.access_code_hash === hashAccessCode(code)) url.searchParams.set('code', code);
  return url.toString();
}

/**
 * Queues the notice; returns the outbox message's id, or null when there is nobody to tell.
 * `current` is the reservation as the caller has just read it in the same transaction.
 */
export async function notifyDiner(
  db: Database,
  {
    mail: context,
    reservationId,
    notice,
    current,
  }: {
    mail: DinerMailContext;
    reservationId: number;
    notice: DinerNotice;
    current?: ReservationRow | null;
  },
): Promise<number | null> {
  const row = current === undefined ? await findReservation(db, reservationId) : current;
  if (!row) return null;
  // The guests the diner invited hear of a change or a cancellation too.
  if (notice.kind === 'changed' || notice.kind === 'cancelled') {
    await notifyInvitees(db, { row, notice: notice.kind, publicUrl: context.publicUrl });
  }
  await recordReservationNotice(db, row, notice);
  const [extra] = await db
    .select({
      language: reservations.language,
      account_email: users.email,
    })
    .from(reservations)
    .innerJoin(restaurants, eq(restaurants.id, reservations.restaurant_id))
    .leftJoin(users, eq(users.id, reservations.user_id))
    .where(eq(reservations.id, reservationId));
  const to = row.guest_email ?? extra?.account_email;
  if (!extra || !to) return null;

  const language = languageOf(extra.language);
  const letter = dinerLetter(
    notice,
    {
      restaurantName: row.restaurant.name,
      address: row.restaurant.address || row.restaurant.neighborhood,
      partySize: row.party_size,
      start: row.reservation_time,
      timeZone: row.restaurant.time_zone,
      link: reservationLink(context, row),
    },
    language,
  );
  const host = new URL(context.publicUrl).hostname;
  const calendar = carriesCalendar(notice)
    ? [
        {
          filename: `reservation-${row.id}.ics`,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: reservationCalendar(
            presentReservation(row),
            await stayMinutes(db, row),
            host,
            new Date(),
            language,
          ),
        },
      ]
    : [];
  return queueEmail(
    db,
    composeEmail(`reservation.${notice.kind}`, to, language, { ...letter, attachments: calendar }),
  );
}
