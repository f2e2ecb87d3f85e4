/** Inserts restaurants, reviews and reservations with chosen fields for search and detail tests. */
import { eq } from 'drizzle-orm';
import {
  addDays,
  isReleasedStatus,
  RESERVATION_CODE_HEADER,
  TURN_MAX_MINUTES,
  weekdayOf,
  zonedDateString,
  zonedTimeToUtc,
  type WeeklyHours,
} from '@tablefor/shared';
import type { Database } from '../db/client.ts';
import { reservations, restaurantOwners, restaurants, reviews } from '../db/schema/index.ts';
import { accessCodeFor, hashAccessCode } from '../modules/reservations/reservation-access.ts';
import { refreshRestaurantRatings } from '../modules/restaurants/restaurant-ratings.ts';
import { findHeldReservations } from '../modules/availability/held-reservations.ts';
import { loadOf } from '../modules/availability/sitting-rules.ts';
import { turnOf } from '../modules/floor/floor-plan.ts';
import { floorSummary, insertFloor } from '../modules/floor/floor-inserts.ts';
import { derivedFloor, type FloorSpec } from '../modules/floor/floor-spec.ts';
import { chooseSeating } from '../modules/floor/seating.ts';
import { lockFloor, seatReservation } from '../modules/reservations/table-hold.ts';

export const LA = 'America/Los_Angeles';
const ALL_DAY = [{ open: '10:00', close: '23:00' }];

/** Open 10:00-23:00 every day: every slot 10:00-21:30 fits a 90-minute turn. */
export const OPEN_EVERY_DAY: WeeklyHours = {
  mon: ALL_DAY,
  tue: ALL_DAY,
  wed: ALL_DAY,
  thu: ALL_DAY,
  fri: ALL_DAY,
  sat: ALL_DAY,
  sun: ALL_DAY,
};

let sequence = 0;

export type RestaurantFields = Partial<typeof restaurants.$inferInsert> & {
  /** Its floor; by default a room for about 20 guests (see derivedFloor). */
  floor?: FloorSpec;
};

export async function createRestaurant(
  db: Database,
  { floor = derivedFloor(20), ...fields }: RestaurantFields = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(restaurants)
    .values({
      name: `Test Kitchen ${sequence}`,
      cuisines: 'American',
      cost: 2,
      neighborhood: 'Testville',
      location: 'Los Angeles, CA',
      description: 'A place for tests.',
      dining_style: 'Casual Dining',
      opening_hours: OPEN_EVERY_DAY,
      ...floorSummary(floor),
      ...fields,
    })
    .returning();
  if (!row) throw new Error('restaurant insert failed');
  await insertFloor(db, row.id, floor);
  // The owners table is the truth: an owner_id given here is an owner, as the migration made them.
  if (row.owner_id !== null) {
    await db.insert(restaurantOwners).values({ restaurant_id: row.id, user_id: row.owner_id });
  }
  return row;
}

export async function createReservation(
  db: Database,
  fields: Pick<typeof reservations.$inferInsert, 'restaurant_id' | 'reservation_time'> &
    Partial<typeof reservations.$inferInsert>,
) {
  const [row] = await db
    .insert(reservations)
    .values({ party_size: 2, status: 'confirmed', ...fields })
    .returning();
  if (!row) throw new Error('reservation insert failed');
  if (!isReleasedStatus(row.status)) await seatAnywhere(db, row);
  return row;
}

/**
 * Seats a reservation as the host would: the first free table or combination that seats it,
 * host-only ones included. One that none can take is left without a table (a conflict).
 */
async function seatAnywhere(db: Database, row: typeof reservations.$inferSelect) {
  // Under the restaurant's lock, as a booking is: reservations made at once take turns.
  await db.transaction(async (tx) => {
    const floor = await lockFloor(tx, row.restaurant_id, false);
    if (!floor) return;
    const { plan } = floor;
    const start = row.reservation_time;
    const end = new Date(start.getTime() + turnOf(plan, row.party_size) * 60_000);
    const margin = TURN_MAX_MINUTES * 60_000;
    const held = await findHeldReservations(tx, [
      {
        ids: [row.restaurant_id],
        from: new Date(start.getTime() - margin),
        to: new Date(start.getTime() + margin),
      },
    ]);
    const tableIds = chooseSeating(plan, loadOf(held).occupancy, {
      partySize: row.party_size,
      span: { from: start.getTime(), to: end.getTime() },
      onlineOnly: false,
    });
    if (tableIds) {
      await seatReservation(tx, {
        reservationId: row.id,
        restaurantId: row.restaurant_id,
        tableIds,
        start,
        end,
      });
    }
  });
}

/**
 * A guest's reservation (no account), opened by its code as a booking through the API would be;
 * answers the row and the headers that carry the code. The restaurant's count is left as it is.
 */
export async function createGuestReservation(
  t: { db: Database; config: { site: { secret: string } } },
  fields: Parameters<typeof createReservation>[1],
) {
  const row = await createReservation(t.db, { guest_name: 'Gail Guest', ...fields });
  const code = accessCodeFor(t.config.site.secret, row.id);
  await t.db
    .update(reservations)
    .set({ access_code_hash: hashAccessCode(code) })
    .where(eq(reservations.id, row.id));
  return { row, headers: { [RESERVATION_CODE_HEADER]: code } };
}

export async function createReview(
  db: Database,
  fields: Pick<typeof reviews.$inferInsert, 'restaurant_id' | 'user_id'> &
    Partial<typeof reviews.$inferInsert>,
) {
  const [row] = await db
    .insert(reviews)
    .values({ review: 'Lovely.', rating: 5, ...fields })
    .returning();
  if (!row) throw new Error('review insert failed');
  await refreshRestaurantRatings(db, row.restaurant_id);
  return row;
}

/** Today's date in Los Angeles. */
export const todayInLa = (now = new Date()) => zonedDateString(now, LA);

/** The first date at least `minDaysAhead` days from today (LA) that falls on `weekday` (0 = Sunday). */
export function nextWeekday(weekday: number, minDaysAhead = 2): string {
  let date = addDays(todayInLa(), minDaysAhead);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

/** The instant of a Los Angeles wall-clock time. */
export const laTime = (date: string, time: string) => zonedTimeToUtc(date, time, LA);

/** A floor of single tables, one seating up to each of `sizes` (one guest at least), no
 * combinations, and one turn time for every party. */
export function tablesOf(sizes: readonly number[], minutes = 90): FloorSpec {
  return {
    areas: ['Main room'],
    tables: sizes.map((max, i) => ({ label: String(i + 1), area: 0, min: 1, max })),
    combinations: [],
    turnTimes: [{ max_party: 20, minutes }],
    pacingMaxCovers: null,
  };
}
