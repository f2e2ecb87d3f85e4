/**
 * The one place a table is taken: inside a transaction, the restaurant row is locked (so bookings
 * for one restaurant queue up, on PostgreSQL and on PGlite alike), its floor and the reservations
 * around the time are read, a table (or combination) is chosen, and only then may the caller write
 * its reservation and seat it with `seatReservation`. The database's exclusion constraint on
 * `reservation_tables` stands behind this: no two reservations on one table at once.
 */
import { and, eq } from 'drizzle-orm';
import { zonedDateString, zonedTimeString } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { reservationTables, restaurants } from '../../db/schema/index.ts';
import { isPublished } from '../restaurants/listing-visibility.ts';
import { EMPTY_LOAD, seatFor } from '../availability/sitting-rules.ts';
import { findTableLoads } from '../availability/table-loads.ts';
import { EMPTY_PLAN, turnOf, type FloorPlan } from '../floor/floor-plan.ts';
import { floorPlanColumns, loadFloorPlans, storedFloorPlan } from '../floor/floor-plans.ts';
import { chooseSeating, isTableFree, seatsAt } from '../floor/seating.ts';

export type TableRequest = {
  restaurantId: number;
  start: Date;
  partySize: number;
  now: Date;
  /** A reservation being changed: it does not stand in its own way, and keeps its tables if it can. */
  excludeReservationId?: number;
  current?: readonly number[];
};

export type TableVerdict = 'free' | 'closed' | 'full' | 'missing';

export type TableHold =
  | { verdict: 'free'; tableIds: readonly number[]; start: Date; end: Date; plan: FloorPlan }
  | { verdict: Exclude<TableVerdict, 'free'> };

/** Locks the restaurant's row and reads its floor: what every change to its tables starts with. */
export async function lockFloor(tx: Database, restaurantId: number, published = true) {
  // The plan is on the locked row: read with the lock, it is the floor as last saved.
  const [row] = await tx
    .select({
      id: restaurants.id,
      time_zone: restaurants.time_zone,
      opening_hours: restaurants.opening_hours,
      ...floorPlanColumns,
    })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), published ? isPublished() : undefined))
    .for('update');
  if (!row) return null;
  const { floor_plan, pacing_max_covers, ...restaurant } = row;
  return { restaurant, plan: storedFloorPlan({ floor_plan, pacing_max_covers }) };
}

/** Call inside `db.transaction`; the lock it takes lasts until that transaction ends. */
export async function holdTable(tx: Database, request: TableRequest): Promise<TableHold> {
  const floor = await lockFloor(tx, request.restaurantId);
  if (!floor) return { verdict: 'missing' };
  const { restaurant, plan } = floor;
  const { loads } = await findTableLoads(tx, {
    sittings: { ids: [restaurant.id], from: request.start, to: request.start },
    excludeReservationId: request.excludeReservationId,
  });
  const seat = seatFor({
    restaurant,
    plan,
    date: zonedDateString(request.start, restaurant.time_zone),
    time: zonedTimeString(request.start, restaurant.time_zone),
    partySize: request.partySize,
    now: request.now,
    load: loads.get(restaurant.id) ?? EMPTY_LOAD,
    online: true,
    current: request.current,
  });
  if (seat.verdict === 'free') return { ...seat, plan };
  // A time that has passed is refused before this, with its own message.
  return { verdict: seat.verdict === 'closed' ? 'closed' : 'full' };
}

export type HostSeatingRequest = {
  restaurantId: number;
  /** Now: the party is at the door. */
  start: Date;
  partySize: number;
  /** The tables the host chose; without them, the booking rule's choice among every table. */
  tableIds?: readonly number[];
};

export type HostHold =
  | {
      verdict: 'free';
      tableIds: readonly number[];
      start: Date;
      end: Date;
      plan: FloorPlan;
      timeZone: string;
    }
  | { verdict: 'missing' | 'full' | 'unknown' | 'too_small' | 'taken' };

/**
 * The host seats a party now, as `holdTable` books one, with the host's freedoms: any table
 * (host-only ones too, pushed together as the host likes), whatever the opening hours say, and
 * past the pacing cap, which only limits what diners may book online: the host decides who
 * sits. Only a table taken for the party's turn stops it. Call inside `db.transaction`.
 */
export async function holdTableForHost(
  tx: Database,
  request: HostSeatingRequest,
): Promise<HostHold> {
  const floor = await lockFloor(tx, request.restaurantId, false);
  if (!floor) return { verdict: 'missing' };
  const { plan } = floor;
  const timeZone = floor.restaurant.time_zone;
  const start = request.start;
  const end = new Date(start.getTime() + turnOf(plan, request.partySize) * 60_000);
  const span = { from: start.getTime(), to: end.getTime() };
  const given = request.tableIds ? [...new Set(request.tableIds)] : null;
  if (given) {
    const known = new Set(plan.tables.map((table) => table.id));
    if (!given.every((id) => known.has(id))) return { verdict: 'unknown' };
    if (seatsAt(plan, given) < request.partySize) return { verdict: 'too_small' };
  }
  const { loads } = await findTableLoads(tx, {
    sittings: { ids: [request.restaurantId], from: start, to: start },
  });
  const { occupancy } = loads.get(request.restaurantId) ?? EMPTY_LOAD;
  if (given) {
    if (!given.every((id) => isTableFree(occupancy, id, span))) return { verdict: 'taken' };
    return { verdict: 'free', tableIds: given, start, end, plan, timeZone };
  }
  const tableIds = chooseSeating(plan, occupancy, {
    partySize: request.partySize,
    span,
    onlineOnly: false,
  });
  return tableIds ? { verdict: 'free', tableIds, start, end, plan, timeZone } : { verdict: 'full' };
}

/** The reservation holds exactly these tables over [start, end), in place of any it held. */
export async function seatReservation(
  tx: Database,
  seat: {
    reservationId: number;
    restaurantId: number;
    tableIds: readonly number[];
    start: Date;
    end: Date;
    /** Just created: it holds no table yet. */
    isNew?: boolean;
  },
): Promise<void> {
  if (!seat.isNew) {
    await tx
      .delete(reservationTables)
      .where(eq(reservationTables.reservation_id, seat.reservationId));
  }
  if (seat.tableIds.length === 0) return;
  await tx.insert(reservationTables).values(
    seat.tableIds.map((tableId) => ({
      reservation_id: seat.reservationId,
      table_id: tableId,
      restaurant_id: seat.restaurantId,
      starts_at: seat.start,
      ends_at: seat.end,
    })),
  );
}

/** How long a party of this size keeps its table at this restaurant, in minutes. */
export async function turnMinutesAt(
  db: Database,
  restaurantId: number,
  partySize: number,
): Promise<number> {
  const plans = await loadFloorPlans(db, [restaurantId]);
  return turnOf(plans.get(restaurantId) ?? EMPTY_PLAN, partySize);
}
