/** Booking a table: validate, take capacity in one transaction, answer the reservation. */
import { eq, sql } from 'drizzle-orm';
import {
  bookingTimeProblem,
  guestEmailSchema,
  issuesToDetails,
  reservationCodes as m,
  zonedDateString,
  zonedTimeString,
  type CreatedReservation,
  type ErrorDetail,
  type Language,
  type createReservationInputSchema,
} from '@tablefor/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { dinerPreferences, reservations, restaurants } from '../../db/schema/index.ts';
import type { Viewer } from '../../http/authenticate.ts';
import {
  AppError,
  badRequest,
  forbidden,
  notFound,
  problem,
  unauthorized,
} from '@tablefor/server-kit';
import {
  findBookableRestaurant,
  keptBookableRestaurant,
} from '../availability/bookable-restaurant.ts';
import type { PlannedRestaurant } from '../availability/slot-availability.ts';
import type { ReadCache } from '../../http/read-cache.ts';
import { findUserById } from '../users/user-queries.ts';
import { notifyDiner, type DinerMailContext } from '../diner-mail/notify-diner.ts';
import { holdAccount } from '../users/account-hold.ts';
import { bookingBoundProblem, type Booker, type BookingBounds } from './booking-bounds.ts';
import { guestClientHash } from './guest-client.ts';
import { nearestFreeTimes } from './nearest-free-times.ts';
import { accessCodeFor, hashAccessCode } from './reservation-access.ts';
import { presentReservation } from './reservation-presenter.ts';
import { findReservation } from './reservation-queries.ts';
import { holdTable, seatReservation, type TableVerdict } from './table-hold.ts';
import { turnOf } from '../floor/floor-plan.ts';

type CreateInput = z.output<typeof createReservationInputSchema>;

export type BookingRequest = {
  restaurantId: number;
  input: CreateInput;
  viewer: Viewer | null;
  now: Date;
  language: Language;
  mail: DinerMailContext;
  bounds: BookingBounds;
  /** The caller's address: a guest booking keeps only a keyed hash of its network. */
  clientAddress: string;
  /** Keeps the restaurant's hours and floor between requests. */
  readCache?: ReadCache;
};

export async function createReservation(
  db: Database,
  context: BookingRequest,
): Promise<CreatedReservation> {
  const { restaurantId, input, viewer, now } = context;
  // Kept or not, the restaurant is checked again under its lock before a table is taken.
  const restaurant = context.readCache
    ? await keptBookableRestaurant(db, context.readCache, restaurantId)
    : await findBookableRestaurant(db, restaurantId);
  if (!restaurant) throw notFound('restaurant');
  const userId = bookingUserId(input, viewer);
  if (userId !== null && userId !== viewer?.user.id && !(await findUserById(db, userId))) {
    throw notFound('user');
  }
  const guest = guestDetails(input, viewer);
  if (input.restaurant_id !== undefined && input.restaurant_id !== restaurantId) {
    throw badRequest(problem('restaurant_id', m.restaurantMismatch));
  }
  const start = input.reservation_time;
  const timeProblem = bookingTimeProblem(start, restaurant.time_zone, now, 'book');
  if (timeProblem) throw badRequest(problem('reservation_time', m[timeProblem.message]));
  const booker: Booker =
    userId === null
      ? {
          email: guest.guest_email.toLowerCase(),
          clientHash: guestClientHash(context.mail.secret, context.clientAddress),
        }
      : { userId };

  const outcome = await db.transaction(async (tx) => {
    if (userId !== null) await holdAccount(tx, userId);
    const hold = await holdTable(tx, { restaurantId, start, partySize: input.party_size, now });
    if (hold.verdict !== 'free') return { verdict: hold.verdict };
    const bound = await bookingBoundProblem(tx, context.bounds, {
      restaurantId,
      start,
      durationMinutes: turnOf(hold.plan, input.party_size),
      now,
      booker,
    });
    if (bound) return { verdict: 'bounded' as const, bound };
    const [created] = await tx
      .insert(reservations)
      .values({
        user_id: userId,
        restaurant_id: restaurantId,
        party_size: input.party_size,
        reservation_time: start,
        status: input.contact_method === 'phone' ? 'pending_callback' : 'confirmed',
        contact_method: input.contact_method,
        ...guest,
        client_hash: 'clientHash' in booker ? booker.clientHash : null,
        // The booking's e-mails (confirmation, changes, the reminder) go in the language the
        // diner chose in their preferences, else in the language they booked in.
        language:
          userId === null
            ? context.language
            : sql`coalesce((select ${dinerPreferences.language} from ${dinerPreferences} where ${dinerPreferences.user_id} = ${userId}), ${context.language})`,
      })
      .returning({ id: reservations.id, status: reservations.status });
    if (!created) throw new Error('reservation insert returned no row');
    await seatReservation(tx, { reservationId: created.id, restaurantId, ...hold, isNew: true });
    const code = userId === null ? accessCodeFor(context.mail.secret, created.id) : null;
    if (code) {
      await tx
        .update(reservations)
        .set({ access_code_hash: hashAccessCode(code) })
        .where(eq(reservations.id, created.id));
    }
    await tx
      .update(restaurants)
      .set({ total_num_reservations: sql`${restaurants.total_num_reservations} + 1` })
      .where(eq(restaurants.id, restaurantId));
    // Read back inside the transaction: one wait less for the embedded database's connection.
    const row = await findReservation(tx, created.id);
    // A callback request is confirmed (and the diner told) when the restaurant has called.
    if (created.status === 'confirmed') {
      await notifyDiner(tx, {
        mail: context.mail,
        reservationId: created.id,
        notice: { kind: 'confirmed' },
        current: row,
      });
    }
    return { verdict: hold.verdict, row, code };
  });
  // 429: the booker holds too many already; a different time or restaurant would not help.
  if (outcome.verdict === 'bounded') throw new AppError(429, [outcome.bound]);
  if (outcome.verdict !== 'free') {
    throw await unavailable(db, restaurant, start, input.party_size, now, outcome.verdict);
  }
  const { row, code } = outcome;
  if (!row) throw notFound('reservation');
  return { ...presentReservation(row), ...(code ? { access_code: code } : {}) };
}

/** Signed in: the caller's own booking (an admin may book for anyone). Anonymous: nobody's. */
function bookingUserId(input: CreateInput, viewer: Viewer | null): number | null {
  const named = input.user_id ?? null;
  if (!viewer) {
    if (named !== null) throw unauthorized(problem('auth', m.signInToBookForAccount));
    return null;
  }
  if (named !== null && named !== viewer.user.id && !viewer.user.is_admin) {
    throw forbidden(problem('user_id', m.bookOnlyForYourself));
  }
  return named ?? viewer.user.id;
}

/** Guest contact details: required without an account, a phone number for a callback. */
function guestDetails(input: CreateInput, viewer: Viewer | null) {
  const errors: ErrorDetail[] = [];
  const name =
    input.guest_name?.trim() ||
    (viewer ? `${viewer.user.first_name} ${viewer.user.last_name}` : '');
  if (!name) errors.push(problem('guest_name', m.guestName));
  let email = input.guest_email?.trim() || viewer?.user.email || '';
  const checked = guestEmailSchema.safeParse(email);
  if (!checked.success) {
    errors.push(
      ...issuesToDetails(checked.error.issues).map((d) => ({ ...d, field: 'guest_email' })),
    );
  } else email = checked.data;
  const phone = input.phone_number?.replace(/\D/g, '') ?? '';
  if (input.contact_method === 'phone' && phone.length !== 10) {
    errors.push(problem('phone_number', m.phone));
  }
  if (errors.length > 0) throw badRequest(...errors);
  return {
    guest_name: name,
    guest_email: email,
    phone_number: phone || null,
    chat_notes: input.chat_notes?.trim() || null,
  };
}

/** The 409 for a time that is full or closed, with the nearest free times to choose instead. */
export async function unavailable(
  db: Database,
  restaurant: PlannedRestaurant,
  start: Date,
  partySize: number,
  now: Date,
  verdict: TableVerdict,
): Promise<AppError> {
  if (verdict === 'missing') return notFound('restaurant');
  const date = zonedDateString(start, restaurant.time_zone);
  const time = zonedTimeString(start, restaurant.time_zone);
  const alternatives = await nearestFreeTimes(db, restaurant, date, time, partySize, now);
  const message = verdict === 'closed' ? m.closed : m.unavailable;
  return new AppError(409, [problem('reservation_time', message)], {}, { alternatives });
}
