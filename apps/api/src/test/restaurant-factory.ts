/** Inserts restaurants, reviews and reservations with chosen fields for search and detail tests. */
import { eq } from 'drizzle-orm';
import {
  addDays,
  RESERVATION_CODE_HEADER,
  weekdayOf,
  zonedDateString,
  zonedTimeToUtc,
  type WeeklyHours,
} from '@tablefor/shared';
import type { Database } from '../db/client.ts';
import { reservations, restaurantOwners, restaurants, reviews } from '../db/schema/index.ts';
import { accessCodeFor, hashAccessCode } from '../modules/reservations/reservation-access.ts';
import { refreshRestaurantRatings } from '../modules/restaurants/restaurant-ratings.ts';

export const LA = 'America/Los_Angeles';
const ALL_DAY = [{ open: '10:00', close: '23:00' }];

/** Open 10:00-23:00 every day: every slot 10:00-21:30 fits a 90-minute sitting. */
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

export type RestaurantFields = Partial<typeof restaurants.$inferInsert>;

export async function createRestaurant(db: Database, fields: RestaurantFields = {}) {
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
      capacity_per_slot: 20,
      dining_duration_minutes: 90,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('restaurant insert failed');
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
  return row;
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
