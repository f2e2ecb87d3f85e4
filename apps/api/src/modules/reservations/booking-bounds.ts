/**
 * What one booker may hold, so that no single source takes a restaurant's service. A guest (no
 * account, nothing verified) is bounded by e-mail address and by client network: upcoming
 * bookings at one restaurant, and upcoming bookings in all. An account is bounded by its bookings
 * at overlapping times at one restaurant.
 *
 * Call inside the booking's transaction after `holdTable`, whose lock on the restaurant's row
 * makes the counts at one restaurant exact. The totals span restaurants, so a guest's e-mail
 * address and then its client are locked too (always in that order, always after the
 * restaurant): simultaneous bookings at different restaurants queue on them.
 */
import { and, eq, gt, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { reservationCodes as m, type ErrorDetail } from '@tablefor/shared';
import { problem } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { reservations as rs } from '../../db/schema/index.ts';
import { holdsTable } from './table-statuses.ts';

const MS_PER_MINUTE = 60_000;
/** The advisory-lock class of guest booking sources (any fixed number no other lock uses). */
const GUEST_SOURCE_LOCK = 24_001;

export type BookingBounds = {
  guestPerRestaurant: number;
  guestPerEmail: number;
  guestPerClient: number;
  accountOverlapping: number;
};

/** Who the booking is for: an account, or a guest's lower-cased e-mail and client hash. */
export type Booker = { userId: number } | { email: string; clientHash: string };

export type BoundedBooking = {
  restaurantId: number;
  start: Date;
  durationMinutes: number;
  now: Date;
  booker: Booker;
  /** A change of this reservation: it is not counted against itself. */
  excludeReservationId?: number;
};

/** The bound the booking would pass, or null when it fits. */
export async function bookingBoundProblem(
  tx: Database,
  bounds: BookingBounds,
  booking: BoundedBooking,
): Promise<ErrorDetail | null> {
  const { booker } = booking;
  return 'userId' in booker
    ? accountProblem(tx, bounds, booking, booker.userId)
    : guestProblem(tx, bounds, booking, booker);
}

async function accountProblem(
  tx: Database,
  bounds: BookingBounds,
  { restaurantId, start, durationMinutes, excludeReservationId }: BoundedBooking,
  userId: number,
): Promise<ErrorDetail | null> {
  const margin = durationMinutes * MS_PER_MINUTE;
  const [row] = await tx
    .select({ overlapping: sql<number>`count(*)::int` })
    .from(rs)
    .where(
      and(
        eq(rs.user_id, userId),
        eq(rs.restaurant_id, restaurantId),
        holdsTable(),
        gt(rs.reservation_time, new Date(start.getTime() - margin)),
        lt(rs.reservation_time, new Date(start.getTime() + margin)),
        excludeReservationId === undefined ? undefined : ne(rs.id, excludeReservationId),
      ),
    );
  const max = bounds.accountOverlapping;
  return (row?.overlapping ?? 0) >= max
    ? problem('reservation_time', m.accountOverlapLimit, { max })
    : null;
}

async function guestProblem(
  tx: Database,
  bounds: BookingBounds,
  { restaurantId, now }: BoundedBooking,
  { email, clientHash }: { email: string; clientHash: string },
): Promise<ErrorDetail | null> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${GUEST_SOURCE_LOCK}::int, hashtext(${`email:${email}`})),
               pg_advisory_xact_lock(${GUEST_SOURCE_LOCK}::int, hashtext(${`client:${clientHash}`}))`,
  );
  const sameEmail = sql`lower(${rs.guest_email}) = ${email}`;
  const sameClient = eq(rs.client_hash, clientHash);
  const here = eq(rs.restaurant_id, restaurantId);
  const count = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const [held] = await tx
    .select({
      emailHere: count(sql`${sameEmail} and ${here}`),
      emailTotal: count(sameEmail),
      clientHere: count(sql`${sameClient} and ${here}`),
      clientTotal: count(sameClient),
    })
    .from(rs)
    .where(
      and(
        isNull(rs.user_id),
        holdsTable(),
        gt(rs.reservation_time, now),
        or(sameEmail, sameClient),
      ),
    );
  if (!held) return null;
  const over = [
    [held.emailHere, bounds.guestPerRestaurant, 'guest_email', m.guestLimitHere],
    [held.emailTotal, bounds.guestPerEmail, 'guest_email', m.guestLimitTotal],
    [held.clientHere, bounds.guestPerRestaurant, 'auth', m.clientLimitHere],
    [held.clientTotal, bounds.guestPerClient, 'auth', m.clientLimitTotal],
  ] as const;
  const passed = over.find(([count, max]) => count >= max);
  return passed ? problem(passed[2], passed[3], { max: passed[1] }) : null;
}
