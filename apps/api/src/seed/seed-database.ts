/**
 * The deterministic seed: diners and N Los Angeles restaurants with activity, and where demo data
 * is asked for, the demo user (with bookings, reviews and saved places) and the administrator.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  reservations,
  reservationTables,
  restaurants,
  reviews,
  savedRestaurants,
  users,
} from '../db/schema/index.ts';
import { layOutFloors, pickFloor } from './seed-floors.ts';
import { createSeater } from './seed-seating.ts';
import { createBatchWriter, insertJsonRows, reserveIds } from './batch-insert.ts';
import { createRandom } from './prng.ts';
import { createReservationFactory, type SeededUser } from './seed-reservations.ts';
import { createRestaurantFactory, type RestaurantRow } from './seed-restaurants.ts';
import { reviewCount, reviewsFor } from './seed-reviews.ts';
import { demoAndAdminUsers, dinerCountFor, dinerUsers } from './seed-users.ts';
import { zonedDateString } from '@tablefor/shared';

const SEED = 20_240_601;
const RESTAURANT_BATCH = 1000;
const ROW_BATCH = 5000;
const LA = 'America/Los_Angeles';

export type SeedOptions = {
  restaurants: number;
  /** The generated diners' password hash (of a random password: nobody signs in as them). */
  dinerPasswordHash: string;
  /** The demo user's and the administrator's password hashes; null seeds neither. */
  demoAccounts: { demo: string; admin: string } | null;
  now?: Date;
};

export type SeedSummary = {
  users: number;
  restaurants: number;
  reviews: number;
  reservations: number;
  savedRestaurants: number;
};

/** The demo user's own activity, by restaurant position: reviews, past and upcoming bookings. */
const DEMO_REVIEWS = [0, 3, 7];
const DEMO_BOOKINGS: [position: number, dayOffset: number][] = [
  [1, 3],
  [2, 9],
  [5, 16],
  [8, 24],
  [0, -5],
  [4, -30],
  [6, -75],
];
const DEMO_SAVED = [0, 2, 5, 9, 14];

export async function isDatabaseSeeded(db: Database): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .limit(1);
  return rows.length > 0;
}

export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const random = createRandom(SEED);
  return db.transaction(async (tx) => {
    const accounts = options.demoAccounts ? demoAndAdminUsers(options.demoAccounts) : [];
    const insertedUsers = await tx
      .insert(users)
      .values([
        ...accounts,
        ...dinerUsers(random, dinerCountFor(options.restaurants), options.dinerPasswordHash),
      ])
      .returning({
        id: users.id,
        first_name: users.first_name,
        last_name: users.last_name,
        email: users.email,
      });
    const demo: SeededUser | undefined = accounts.length > 0 ? insertedUsers[0] : undefined;
    const diners: SeededUser[] = insertedUsers.slice(accounts.length);
    const dinerIds = diners.map((diner) => diner.id);

    const makeRestaurant = createRestaurantFactory(random);
    const makeReservation = createReservationFactory(random, {
      today: zonedDateString(now, LA),
      now,
    });
    const reviewWriter = createBatchWriter(tx, reviews, ROW_BATCH);
    const seat = createSeater();
    let reservationCount = 0;
    const restaurantIds: number[] = [];

    for (let start = 0; start < options.restaurants; start += RESTAURANT_BATCH) {
      const size = Math.min(options.restaurants, start + RESTAURANT_BATCH) - start;
      const ids = await reserveIds(tx, restaurants, size);
      const rows: RestaurantRow[] = ids.map((id) => ({ id, ...makeRestaurant() }));
      const floors = await layOutFloors(
        tx,
        ids.map((restaurantId) => ({ restaurantId, spec: pickFloor(random) })),
      );
      const batchReviews: (typeof reviews.$inferInsert)[] = [];
      const batchBookings: (typeof reservations.$inferInsert)[] = [];
      const batchSeats: (typeof reservationTables.$inferInsert)[] = [];
      for (const [offset, row] of rows.entries()) {
        const id = row.id ?? 0;
        const position = start + offset;
        restaurantIds.push(id);
        Object.assign(row, floors.summary(id));
        const plan = floors.plans.get(id);
        const bookable = {
          id,
          opening_hours: row.opening_hours ?? {},
          time_zone: row.time_zone ?? LA,
        };
        const authors = random.sample(dinerIds, reviewCount(random));
        if (demo && DEMO_REVIEWS.includes(position)) authors.unshift(demo.id);
        const cuisineName = row.cuisines?.split(',')[0] ?? '';
        const restaurantReviews = reviewsFor(random, {
          restaurantId: id,
          cuisineName,
          authorIds: authors,
          now,
        });
        Object.assign(row, ratingFigures(restaurantReviews));
        batchReviews.push(...restaurantReviews);

        const bookings: (typeof reservations.$inferInsert | null)[] = demo
          ? DEMO_BOOKINGS.filter(([demoPosition]) => demoPosition === position).map(
              ([, dayOffset]) => makeReservation(bookable, dayOffset, demo),
            )
          : [];
        const count = random.int(0, 4);
        for (let booking = 0; booking < count; booking += 1) {
          const dayOffset = random.chance(0.5) ? random.int(1, 60) : -random.int(1, 365);
          const guest = random.chance(0.7) ? random.pick(diners) : null;
          bookings.push(makeReservation(bookable, dayOffset, guest));
        }
        for (const booking of bookings) {
          if (!booking) continue;
          const start = booking.reservation_time as Date;
          if (start.getTime() <= now.getTime()) {
            batchBookings.push(booking);
            continue;
          }
          const seated = plan && seat(id, plan, start, booking.party_size);
          if (!seated) continue; // the time is taken: the diner would have booked another
          batchBookings.push(booking);
          batchSeats.push(
            ...seated.tableIds.map((table_id) => ({
              reservation_id: batchBookings.length, // the booking's place, made an id below
              table_id,
              restaurant_id: id,
              starts_at: seated.start,
              ends_at: seated.end,
            })),
          );
        }
      }
      const bookingIds = await reserveIds(tx, reservations, batchBookings.length);
      batchBookings.forEach((booking, i) => (booking.id = bookingIds[i]));
      for (const seatRow of batchSeats)
        seatRow.reservation_id = bookingIds[seatRow.reservation_id - 1] ?? 0;
      // Parents first, then their floors, reviews, reservations and seats.
      await insertJsonRows(tx, restaurants, rows);
      await floors.write();
      await reviewWriter.add(batchReviews);
      await insertJsonRows(tx, reservations, batchBookings);
      await insertJsonRows(tx, reservationTables, batchSeats);
      reservationCount += batchBookings.length;
    }
    await reviewWriter.flush();

    const saved = savedRows(random, demo?.id, dinerIds, restaurantIds, now);
    const savedWriter = createBatchWriter(tx, savedRestaurants, ROW_BATCH * 4);
    await savedWriter.add(saved);
    await savedWriter.flush();

    return {
      users: insertedUsers.length,
      restaurants: restaurantIds.length,
      reviews: reviewWriter.count(),
      reservations: reservationCount,
      savedRestaurants: savedWriter.count(),
    };
  });
}

function savedRows(
  random: ReturnType<typeof createRandom>,
  demoId: number | undefined,
  dinerIds: number[],
  restaurantIds: number[],
  now: Date,
): (typeof savedRestaurants.$inferInsert)[] {
  if (restaurantIds.length === 0) return [];
  const rows: (typeof savedRestaurants.$inferInsert)[] = [];
  const savedAt = () => new Date(now.getTime() - random.int(1, 300) * 86_400_000);
  if (demoId !== undefined) {
    const demoPicks = new Set(
      DEMO_SAVED.map((position) => restaurantIds[position % restaurantIds.length] ?? 0),
    );
    for (const restaurantId of demoPicks)
      rows.push({ user_id: demoId, restaurant_id: restaurantId, created_at: savedAt() });
  }
  for (const userId of dinerIds) {
    if (!random.chance(0.4)) continue;
    for (const restaurantId of random.sample(restaurantIds, random.int(1, 5))) {
      rows.push({ user_id: userId, restaurant_id: restaurantId, created_at: savedAt() });
    }
  }
  return rows;
}

/** average_rating and review_count as refreshRestaurantRatings computes them, without an update. */
function ratingFigures(rows: { rating?: number }[]) {
  if (rows.length === 0) return { average_rating: 0, review_count: 0 };
  const total = rows.reduce((sum, row) => sum + (row.rating ?? 5), 0);
  return {
    average_rating: Math.round((total / rows.length) * 100) / 100,
    review_count: rows.length,
  };
}
