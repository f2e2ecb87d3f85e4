/**
 * A diner's guests for one reservation: inviting (at most party size − 1 live, one per address,
 * INVITATIONS_PER_DAY per account), listing and revoking them. Each write runs under the host's
 * account row lock, then the reservation's, so ten identical requests make one invitation.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { AppError, badRequest, conflict, notFound, problem } from '@tablefor/server-kit';
import {
  INVITATIONS_PER_DAY,
  invitationCodes,
  type Invitation,
  type InvitationList,
  type Language,
} from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { reservationInvitations, reservations, users } from '../../db/schema/index.ts';
import { composeEmail } from '../mail/compose-email.ts';
import { queueEmail } from '../mail/outbox.ts';
import { findReservation } from '../reservations/reservation-queries.ts';
import { guestCalendar, guestLetter, INVITATION_MAIL_KINDS } from './invitation-letter.ts';
import { hostFirstName } from './notify-invitees.ts';

/** 32 random bytes (256 bits), base64url: the link's token; only its SHA-256 is stored. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');
export const hashInvitationToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

const DAY_MS = 24 * 60 * 60 * 1000;
/** Bookings guests may be invited to: still holding their table. */
const OPEN_STATUSES = ['confirmed', 'pending_callback'];

const present = (row: { id: number; email: string; created_at: Date }): Invitation => ({
  id: row.id,
  email: row.email,
  created_at: row.created_at.toISOString(),
});

/** The reservation, when it is the account's own; 404 otherwise (ids reveal nothing). */
async function ownReservation(db: Database, reservationId: number, userId: number, lock = false) {
  const query = db
    .select({
      id: reservations.id,
      user_id: reservations.user_id,
      status: reservations.status,
      party_size: reservations.party_size,
      reservation_time: reservations.reservation_time,
    })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.user_id !== userId) throw notFound('reservation');
  return row;
}

function liveInvitations(db: Database, reservationId: number) {
  return db
    .select({
      id: reservationInvitations.id,
      email: reservationInvitations.email,
      created_at: reservationInvitations.created_at,
    })
    .from(reservationInvitations)
    .where(
      and(
        eq(reservationInvitations.reservation_id, reservationId),
        isNull(reservationInvitations.revoked_at),
      ),
    )
    .orderBy(asc(reservationInvitations.id));
}

export async function listInvitations(
  db: Database,
  reservationId: number,
  userId: number,
): Promise<InvitationList> {
  const reservation = await ownReservation(db, reservationId, userId);
  const live = await liveInvitations(db, reservationId);
  return {
    invitations: live.map(present),
    remaining: Math.max(0, reservation.party_size - 1 - live.length),
  };
}

/** Invitations the account sent since `since`, revoked ones included. */
async function sentSince(db: Database, userId: number, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reservationInvitations)
    .innerJoin(reservations, eq(reservations.id, reservationInvitations.reservation_id))
    .where(and(eq(reservations.user_id, userId), gt(reservationInvitations.created_at, since)));
  return row?.count ?? 0;
}

export async function createInvitation(
  db: Database,
  {
    reservationId,
    userId,
    email,
    language,
    now,
    publicUrl,
  }: {
    reservationId: number;
    userId: number;
    email: string;
    language: Language;
    now: Date;
    publicUrl: string;
  },
): Promise<Invitation> {
  const address = email.trim();
  return db.transaction(async (tx) => {
    // The account first, then its reservation, as a booking takes them: requests queue here.
    const [host] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const reservation = await ownReservation(tx, reservationId, userId, true);
    if (!host) throw notFound('reservation');
    if (!OPEN_STATUSES.includes(reservation.status) || reservation.reservation_time <= now) {
      throw conflict(problem('reservation', invitationCodes.bookingClosed));
    }
    if (host.email.toLowerCase() === address.toLowerCase()) {
      throw badRequest(problem('email', invitationCodes.ownAddress));
    }
    const live = await liveInvitations(tx, reservationId);
    if (live.some((row) => row.email.toLowerCase() === address.toLowerCase())) {
      throw conflict(problem('email', invitationCodes.alreadyInvited));
    }
    const max = reservation.party_size - 1;
    if (live.length >= max) {
      throw conflict(
        problem('email', invitationCodes.partyFull, { party: reservation.party_size, max }),
      );
    }
    if ((await sentSince(tx, userId, new Date(now.getTime() - DAY_MS))) >= INVITATIONS_PER_DAY) {
      throw new AppError(429, [problem('email', invitationCodes.tooMany)]);
    }
    const token = newInvitationToken();
    const [created] = await tx
      .insert(reservationInvitations)
      .values({
        reservation_id: reservationId,
        email: address,
        token_hash: hashInvitationToken(token),
        language,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw conflict(problem('email', invitationCodes.alreadyInvited));
    await sendInvitation(tx, { reservationId, token, address, language, publicUrl });
    return present(created);
  });
}

async function sendInvitation(
  tx: Database,
  {
    reservationId,
    token,
    address,
    language,
    publicUrl,
  }: {
    reservationId: number;
    token: string;
    address: string;
    language: Language;
    publicUrl: string;
  },
) {
  const row = await findReservation(tx, reservationId);
  if (!row) return;
  const link = new URL(`/invitations/${token}`, publicUrl).toString();
  const letter = guestLetter(
    'invited',
    { row, host: await hostFirstName(tx, row), link },
    language,
  );
  const attachments = await guestCalendar(tx, row, publicUrl, language);
  await queueEmail(
    tx,
    composeEmail(INVITATION_MAIL_KINDS.invited, address, language, { ...letter, attachments }),
  );
}

/** Revoking: the guest's link stops working at once. Answers 404 for another's invitation. */
export async function revokeInvitation(
  db: Database,
  {
    reservationId,
    invitationId,
    userId,
  }: { reservationId: number; invitationId: number; userId: number },
): Promise<void> {
  await ownReservation(db, reservationId, userId);
  const [row] = await db
    .update(reservationInvitations)
    .set({ revoked_at: sql`coalesce(${reservationInvitations.revoked_at}, now())` })
    .where(
      and(
        eq(reservationInvitations.id, invitationId),
        eq(reservationInvitations.reservation_id, reservationId),
      ),
    )
    .returning({ id: reservationInvitations.id });
  if (!row) throw notFound('invitation');
}
