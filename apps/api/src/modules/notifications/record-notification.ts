/**
 * Writing to a diner's bell, in the caller's transaction (as the outbox's e-mails are), so a
 * notification exists exactly when its event does. Guests' bookings have no account: nothing.
 */
import {
  zonedDateString,
  zonedTimeString,
  type NotificationKind,
  type NotificationParams,
} from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { DinerNotice } from '../diner-mail/diner-letters.ts';
import type { ReservationRow } from '../reservations/reservation-queries.ts';

export async function recordNotification(
  db: Database,
  entry: { userId: number; kind: NotificationKind; params: NotificationParams; link: string },
): Promise<void> {
  await db.insert(notifications).values({
    user_id: entry.userId,
    kind: entry.kind,
    params: entry.params,
    link: entry.link,
  });
}

/** A table's facts as the bell words them: date and time on the restaurant's clock. */
export function tableParams(table: {
  restaurantName: string;
  start: Date;
  timeZone: string;
  partySize: number;
}): NotificationParams {
  return {
    restaurant: table.restaurantName,
    date: zonedDateString(table.start, table.timeZone),
    time: zonedTimeString(table.start, table.timeZone),
    party_size: table.partySize,
  };
}

/** The bell's kind for a reservation notice; null for a notice the bell does not report. */
function kindOf(notice: DinerNotice): NotificationKind | null {
  switch (notice.kind) {
    case 'confirmed':
      return 'booking_confirmed';
    case 'changed':
      return 'booking_changed';
    case 'cancelled':
      return notice.by === 'diner' ? 'booking_cancelled' : 'booking_cancelled_by_restaurant';
    case 'callback_confirmed':
    case 'callback_declined':
    case 'reminder':
      return notice.kind;
    default:
      return null;
  }
}

/** The bell's side of a reservation e-mail (notify-diner.ts): for accounts only. */
export async function recordReservationNotice(
  db: Database,
  row: ReservationRow,
  notice: DinerNotice,
): Promise<void> {
  const kind = kindOf(notice);
  if (row.user_id === null || kind === null) return;
  const reason: NotificationParams =
    'reason' in notice && notice.reason ? { reason: notice.reason } : {};
  await recordNotification(db, {
    userId: row.user_id,
    kind,
    params: {
      ...tableParams({
        restaurantName: row.restaurant.name,
        start: row.reservation_time,
        timeZone: row.restaurant.time_zone,
        partySize: row.party_size,
      }),
      ...reason,
    },
    link: `/reservations/${row.id}`,
  });
}
