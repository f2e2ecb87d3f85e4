/**
 * Upcoming reservations at tables the owner removes. Without the owner's word to move them the
 * save is refused; with it, each (earliest first) takes another table that seats it and is free
 * over the same span, host-only tables included, or else keeps no table and shows as a conflict.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { TURN_MAX_MINUTES } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { reservationTables, reservations } from '../../db/schema/index.ts';
import { findHeldReservations } from '../availability/held-reservations.ts';
import { loadOf } from '../availability/sitting-rules.ts';
import { seatReservation } from '../reservations/table-hold.ts';
import { holdsTable } from '../reservations/table-statuses.ts';
import { EMPTY_PLAN } from './floor-plan.ts';
import { loadFloorPlans } from './floor-plans.ts';
import { chooseSeating } from './seating.ts';

export type DisplacedReservation = {
  id: number;
  partySize: number;
  /** Every table it holds now, the removed ones among them. */
  tableIds: number[];
  start: Date;
  end: Date;
};

/** Read before the tables go: their rows go with them. */
export async function findDisplacedReservations(
  tx: Database,
  restaurantId: number,
  removedTableIds: readonly number[],
  now: Date,
): Promise<DisplacedReservation[]> {
  if (removedTableIds.length === 0) return [];
  const atRemoved = tx
    .select({ id: reservationTables.reservation_id })
    .from(reservationTables)
    .where(inArray(reservationTables.table_id, [...removedTableIds]));
  const rows = await tx
    .select({
      id: reservations.id,
      partySize: reservations.party_size,
      tableIds: sql<number[]>`array_agg(${reservationTables.table_id})`,
      start: sql<Date>`min(${reservationTables.starts_at})`.mapWith(reservationTables.starts_at),
      end: sql<Date>`max(${reservationTables.ends_at})`.mapWith(reservationTables.ends_at),
    })
    .from(reservations)
    .innerJoin(reservationTables, eq(reservationTables.reservation_id, reservations.id))
    .where(
      and(
        eq(reservations.restaurant_id, restaurantId),
        holdsTable(),
        gt(reservations.reservation_time, now),
        inArray(reservations.id, atRemoved),
      ),
    )
    .groupBy(reservations.id)
    .orderBy(asc(reservations.reservation_time), asc(reservations.id));
  return rows.map((row) => ({ ...row, tableIds: row.tableIds.map(Number) }));
}

const MS_PER_MINUTE = 60_000;

/** Call once the new floor is written. */
export async function reseatDisplaced(
  tx: Database,
  restaurantId: number,
  displaced: readonly DisplacedReservation[],
): Promise<void> {
  if (displaced.length === 0) return;
  const plan = (await loadFloorPlans(tx, [restaurantId])).get(restaurantId) ?? EMPTY_PLAN;
  const standing = new Set(plan.tables.map((table) => table.id));
  for (const reservation of displaced) {
    const span = { from: reservation.start.getTime(), to: reservation.end.getTime() };
    const held = await findHeldReservations(
      tx,
      [
        {
          ids: [restaurantId],
          from: new Date(span.from - TURN_MAX_MINUTES * MS_PER_MINUTE),
          to: reservation.end,
        },
      ],
      { excludeReservationId: reservation.id },
    );
    const tableIds = chooseSeating(plan, loadOf(held).occupancy, {
      partySize: reservation.partySize,
      span,
      onlineOnly: false,
      current: reservation.tableIds.filter((id) => standing.has(id)),
    });
    await seatReservation(tx, {
      reservationId: reservation.id,
      restaurantId,
      tableIds: tableIds ?? [],
      start: reservation.start,
      end: reservation.end,
    });
  }
}
