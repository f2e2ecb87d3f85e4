/**
 * What an invitation's link opens: the booking, read-only, without the host's address or phone
 * and without the other guests. 404 for an unknown token; 410 once revoked or the booking ended.
 */
import { eq } from 'drizzle-orm';
import { AppError, notFound, problem } from '@tablefor/server-kit';
import { invitationCodes, isReleasedStatus, type InvitationView } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { reservationInvitations } from '../../db/schema/index.ts';
import { findReservation } from '../reservations/reservation-queries.ts';
import { hashInvitationToken } from './invitations.ts';
import { hostFirstName } from './notify-invitees.ts';

export async function viewInvitation(db: Database, token: string): Promise<InvitationView> {
  const [invitation] = await db
    .select({
      reservation_id: reservationInvitations.reservation_id,
      revoked_at: reservationInvitations.revoked_at,
    })
    .from(reservationInvitations)
    .where(eq(reservationInvitations.token_hash, hashInvitationToken(token)));
  if (!invitation) throw notFound('invitation');
  const row = await findReservation(db, invitation.reservation_id);
  if (!row || invitation.revoked_at || isReleasedStatus(row.status)) {
    throw new AppError(410, [problem('invitation', invitationCodes.linkEnded)]);
  }
  const { restaurant } = row;
  return {
    restaurant: {
      id: restaurant.id,
      name: restaurant.name,
      address: restaurant.address,
      neighborhood: restaurant.neighborhood,
      time_zone: restaurant.time_zone,
    },
    reservation_time: row.reservation_time.toISOString(),
    party_size: row.party_size,
    status: row.status,
    host_first_name: await hostFirstName(db, row),
  };
}
