/**
 * The host moves a reservation to other tables: an upcoming or seated one, to tables of its
 * restaurant (host-only ones too) that together seat its party and are free over its span; an
 * upcoming one may move to another (future) time as well, its turn from there, and its diner is
 * told. Under the restaurant's lock, so moves and bookings queue up; the database's exclusion
 * constraint answers for any that slipped past (409, as a taken table).
 */
import { eq, sql } from 'drizzle-orm';
import {
  floorCodes as m,
  reservationCodes,
  TURN_MAX_MINUTES,
  type BookedReservation,
} from '@tablefor/shared';
import { badRequest, conflict, notFound, problem } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { reservationTables, reservations as rs } from '../../db/schema/index.ts';
import { findHeldReservations } from '../availability/held-reservations.ts';
import { loadOf } from '../availability/sitting-rules.ts';
import { notifyDiner, type DinerMailContext } from '../diner-mail/notify-diner.ts';
import { presentBooked, selectBooked } from '../owner-console/booked-reservation.ts';
import { lockFloor, seatReservation } from '../reservations/table-hold.ts';
import { turnOf } from './floor-plan.ts';
import { isTableFree, seatsAt } from './seating.ts';

const MS_PER_MINUTE = 60_000;

export type TableMove = {
  reservationId: number;
  tableIds: readonly number[];
  /** A new time; omitted, it keeps its own. */
  start?: Date;
  now: Date;
  /** To tell the diner of a new time. */
  mail: DinerMailContext;
};

export async function moveReservationTables(
  db: Database,
  move: TableMove,
): Promise<BookedReservation> {
  const { reservationId, now } = move;
  let zone: string;
  try {
    zone = await db.transaction((tx) =>
      moveUnderLock(tx, { ...move, tableIds: [...new Set(move.tableIds)] }),
    );
  } catch (error) {
    throw isExclusionViolation(error) ? conflict(problem('table_ids', m.tablesTaken)) : error;
  }
  const [row] = await selectBooked(db).where(eq(rs.id, reservationId));
  if (!row) throw notFound('reservation');
  return presentBooked(row, zone, now);
}

/** Checks and moves under the restaurant's lock; answers the restaurant's time zone. */
async function moveUnderLock(
  tx: Database,
  { reservationId, tableIds, start, now, mail }: TableMove,
): Promise<string> {
  const [at] = await tx
    .select({ restaurantId: rs.restaurant_id })
    .from(rs)
    .where(eq(rs.id, reservationId));
  const floor = at && (await lockFloor(tx, at.restaurantId, false));
  // Read again under the lock: a cancellation may have come first.
  const [reservation] = await tx.select().from(rs).where(eq(rs.id, reservationId));
  if (!floor || !reservation) throw notFound('reservation');
  const { plan, restaurant } = floor;
  if (!isMovable(reservation, now)) throw conflict(problem('reservation', m.notMovable));
  const retimed = start !== undefined && start.getTime() !== reservation.reservation_time.getTime();
  // A party at its table stays in its time; a new time is a time to come.
  if (retimed && reservation.status === 'seated') {
    throw conflict(problem('reservation', m.notMovable));
  }
  if (retimed && start <= now) {
    throw badRequest(problem('reservation_time', reservationCodes.futureTime));
  }
  const known = new Set(plan.tables.map((table) => table.id));
  if (!tableIds.every((id) => known.has(id))) {
    throw badRequest(problem('table_ids', m.unknownTable));
  }
  if (seatsAt(plan, tableIds) < reservation.party_size) {
    throw badRequest(problem('table_ids', m.tablesTooSmall));
  }
  const turn = turnOf(plan, reservation.party_size);
  const held = await spanOf(tx, reservation, turn);
  const span = retimed
    ? { ...held, start, end: new Date(start.getTime() + turn * MS_PER_MINUTE) }
    : held;
  if (!(await areFree(tx, restaurant.id, reservation.id, tableIds, span))) {
    throw conflict(problem('table_ids', m.tablesTaken));
  }
  if (retimed) {
    await tx
      .update(rs)
      // A new time deserves its own reminder.
      .set({ reservation_time: start, reminder_queued_at: null, updated_at: sql`now()` })
      .where(eq(rs.id, reservation.id));
    await notifyDiner(tx, { mail, reservationId: reservation.id, notice: { kind: 'changed' } });
  }
  // Already there (an identical move came first): nothing to write.
  if (retimed || !sameTables(span.tableIds, tableIds)) {
    await seatReservation(tx, {
      reservationId: reservation.id,
      restaurantId: restaurant.id,
      tableIds,
      start: span.start,
      end: span.end,
    });
  }
  return restaurant.time_zone;
}

/** Whether no other reservation holds any of these tables over the span. */
async function areFree(
  tx: Database,
  restaurantId: number,
  reservationId: number,
  tableIds: readonly number[],
  span: { start: Date; end: Date },
): Promise<boolean> {
  const held = await findHeldReservations(
    tx,
    [
      {
        ids: [restaurantId],
        from: new Date(span.start.getTime() - TURN_MAX_MINUTES * MS_PER_MINUTE),
        to: span.end,
      },
    ],
    { excludeReservationId: reservationId },
  );
  const occupancy = loadOf(held).occupancy;
  const wanted = { from: span.start.getTime(), to: span.end.getTime() };
  return tableIds.every((id) => isTableFree(occupancy, id, wanted));
}

/** Upcoming and still held, or seated now; never released, completed or missed. */
function isMovable(reservation: typeof rs.$inferSelect, now: Date): boolean {
  if (reservation.status === 'seated') return true;
  const upcoming = ['pending_callback', 'confirmed'].includes(reservation.status);
  return upcoming && reservation.reservation_time > now;
}

/** The span it holds its tables for now, or its turn from its time when it holds none. */
async function spanOf(tx: Database, reservation: typeof rs.$inferSelect, turnMinutes: number) {
  const rows = await tx
    .select({
      id: reservationTables.table_id,
      start: reservationTables.starts_at,
      end: reservationTables.ends_at,
    })
    .from(reservationTables)
    .where(eq(reservationTables.reservation_id, reservation.id));
  const start = rows.length
    ? new Date(Math.min(...rows.map((row) => row.start.getTime())))
    : reservation.reservation_time;
  const end = rows.length
    ? new Date(Math.max(...rows.map((row) => row.end.getTime())))
    : new Date(start.getTime() + turnMinutes * MS_PER_MINUTE);
  return { start, end, tableIds: rows.map((row) => row.id) };
}

const sameTables = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** PostgreSQL's exclusion_violation (two reservations on one table at once), bare or wrapped. */
export function isExclusionViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return code === '23P01' || cause?.code === '23P01';
}
