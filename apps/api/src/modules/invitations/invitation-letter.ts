/**
 * The e-mails a reservation's guests receive, in the language the host invited them in: the
 * invitation itself (its link and the booking as an .ics file), then a change or a cancellation.
 * Times are on the restaurant's clock (Spanish: 24-hour). Never the host's address or phone.
 */
import type { Language } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import type { EmailAttachment } from '../../db/schema/outbox.ts';
import { textsIn } from '../../texts/texts.ts';
import { bookingWhen } from '../diner-mail/diner-letters.ts';
import type { Letter } from '../mail/compose-email.ts';
import { reservationCalendar } from '../reservations/calendar-file.ts';
import { presentReservation } from '../reservations/reservation-presenter.ts';
import type { ReservationRow } from '../reservations/reservation-queries.ts';
import { stayMinutes } from '../reservations/reservation-stay.ts';

export type GuestNotice = 'invited' | 'changed' | 'cancelled';

export const INVITATION_MAIL_KINDS = {
  invited: 'invitation.invited',
  changed: 'invitation.changed',
  cancelled: 'invitation.cancelled',
} as const satisfies Record<GuestNotice, string>;

type Facts = { row: NonNullable<ReservationRow>; host: string; link?: string };

export function guestLetter(notice: GuestNotice, facts: Facts, language: Language): Letter {
  const t = textsIn(language);
  const { row } = facts;
  const name = row.restaurant.name;
  const people = t('reservation.people', { count: row.party_size });
  const { date, time } = bookingWhen(row.reservation_time, row.restaurant.time_zone, language);
  const table = t('reservation.table', { people, date, time });
  const values = { host: facts.host, name, people, date, time, table };
  const address = t('reservation.address', {
    address: row.restaurant.address || row.restaurant.neighborhood,
  });
  switch (notice) {
    case 'invited':
      return {
        subject: t('invitation.subject', values),
        paragraphs: [t('invitation.body', values), address],
        ...(facts.link ? { link: { label: t('invitation.link'), url: facts.link } } : {}),
      };
    case 'changed':
      return {
        subject: t('invitation.changed.subject', values),
        paragraphs: [t('invitation.changed.body', values), address],
      };
    case 'cancelled':
      return {
        subject: t('invitation.cancelled.subject', values),
        paragraphs: [t('invitation.cancelled.body', values)],
      };
  }
}

/** The booking as an .ics file, written by the same code as the host's confirmation's. */
export async function guestCalendar(
  db: Database,
  row: NonNullable<ReservationRow>,
  publicUrl: string,
  language: Language,
): Promise<EmailAttachment[]> {
  return [
    {
      filename: `reservation-${row.id}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: reservationCalendar(
        presentReservation(row),
        await stayMinutes(db, row),
        new URL(publicUrl).hostname,
        new Date(),
        language,
      ),
    },
  ];
}
