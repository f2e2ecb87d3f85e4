/**
 * The restaurant's side (the owner console): the restaurants an account owns, and a day's book of
 * one of them, its reservations by time and its covers per slot against capacity.
 */
import { z } from 'zod';
import { EXPORT_MAX_DAYS, ownerConsoleCodes as m } from './owner-console-rules.ts';
import {
  DECLINE_REASON_MAX_LENGTH,
  contactMethods,
  reservationOutcomes,
  reservationStatuses,
} from './reservation-rules.ts';
import { listingStatuses } from './restaurant-listing-rules.ts';
import { bookingConflictReasons } from './floor-rules.ts';
import { isoDateSchema } from './search.ts';
import { guestPreferencesSchema } from './profile.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const ownedRestaurantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  neighborhood: z.string(),
  preview_img: z.string(),
  status: z.enum(listingStatuses),
  time_zone: z.string(),
  /** Callback requests still waiting for the restaurant's call. */
  pending_callbacks: z.number().int(),
});
export type OwnedRestaurant = z.infer<typeof ownedRestaurantSchema>;

/**
 * A listing the caller created that an administrator has not approved: waiting for review, or
 * turned down with the reason. It joins the caller's restaurants, with every tool, once approved.
 */
export const listingInReviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  neighborhood: z.string(),
  status: z.enum(['pending_review', 'rejected']),
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type ListingInReview = z.infer<typeof listingInReviewSchema>;

/**
 * GET /api/owner/restaurants: the caller's restaurants, by name, and the listings they created
 * that still wait for review or were not approved, newest first.
 */
export const ownedRestaurantsSchema = z.object({
  restaurants: z.array(ownedRestaurantSchema),
  listings_in_review: z.array(listingInReviewSchema).default([]),
});
export type OwnedRestaurants = z.infer<typeof ownedRestaurantsSchema>;

/** GET /api/owner/restaurants/{id}/book?date=YYYY-MM-DD (the restaurant's own calendar day). */
export const dayBookQuerySchema = z.object({ date: isoDateSchema });
export type DayBookQuery = z.input<typeof dayBookQuerySchema>;

export const bookedReservationSchema = z.object({
  id: z.number().int(),
  reservation_time: z.string(),
  /** The restaurant's own calendar day and clock time of the reservation. */
  local_date: z.string(),
  local_time: z.string(),
  /** When the booking (or the callback request) was made: the callback timer runs from it. */
  requested_at: z.string(),
  party_size: z.number().int(),
  status: z.enum(reservationStatuses),
  /** The account's name, or the name a guest gave. */
  guest_name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  contact_method: z.enum(contactMethods).nullable(),
  /** What the diner said in the booking chat: special requests included. */
  chat_notes: z.string().nullable(),
  booked_by_account: z.boolean(),
  /** Seated without a booking at the door (a nameless one has guest_name ''). */
  walk_in: z.boolean(),
  /** Why the restaurant declined a callback request, as the guest was told. */
  decline_reason: z.string().nullable(),
  /** The party's time has come: the restaurant may mark it seated, completed or no-show. */
  started: z.boolean(),
  /** The tables it holds (none when it was cancelled, or when no table could take it). */
  table_ids: z.array(z.number().int()),
  table_labels: z.array(z.string()),
  /** The diner's dietary needs, note and seating, while the booking stands (else null). */
  diner_preferences: guestPreferencesSchema,
});
export type BookedReservation = z.infer<typeof bookedReservationSchema>;

/** One bookable time: covers at table then, against the seats of every table. */
export const slotCoversSchema = z.object({
  time: z.string(),
  covers: z.number().int(),
  capacity: z.number().int(),
  open: z.boolean(),
});
export type SlotCovers = z.infer<typeof slotCoversSchema>;

export const dayBookSchema = z.object({
  restaurant: ownedRestaurantSchema,
  date: z.string(),
  reservations: z.array(bookedReservationSchema),
  slots: z.array(slotCoversSchema),
  /** Every callback request still waiting for the restaurant's call, oldest first, any day. */
  callbacks: z.array(bookedReservationSchema),
});
export type DayBook = z.infer<typeof dayBookSchema>;

/** POST /api/owner/reservations/{id}/callback: the restaurant called the guest. */
/** The reason the guest reads when the restaurant declines or cancels their table. */
const guestReasonSchema = z
  .string({ error: m.reasonRequired })
  .trim()
  .min(1, { error: m.reasonRequired })
  .max(DECLINE_REASON_MAX_LENGTH, { error: m.reasonTooLong });

export const callbackDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('confirm') }),
  z.object({ decision: z.literal('decline'), reason: guestReasonSchema }),
]);
export type CallbackDecision = z.infer<typeof callbackDecisionSchema>;

/** POST /api/owner/reservations/{id}/cancel: the restaurant gives up an upcoming booking. */
export const ownerCancellationSchema = z.object({ reason: guestReasonSchema });
export type OwnerCancellation = z.infer<typeof ownerCancellationSchema>;

/** POST /api/owner/reservations/{id}/outcome: what became of a reservation whose time came. */
export const reservationOutcomeSchema = z.object({ outcome: z.enum(reservationOutcomes) });
export type ReservationOutcomeInput = z.infer<typeof reservationOutcomeSchema>;

/** GET /api/owner/restaurants/{id}/reservations.csv?from&to: a range of the restaurant's days. */
export const reservationExportQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((range) => range.to >= range.from, { error: m.rangeOrder, path: ['to'] })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) < EXPORT_MAX_DAYS * DAY_MS, {
    error: m.rangeTooLong,
    path: ['to'],
  });
export type ReservationExportQuery = z.input<typeof reservationExportQuerySchema>;

/**
 * GET /api/owner/restaurants/{id}/conflicts: upcoming reservations that no longer fit the
 * restaurant's hours or floor (after an edit), for the owner to handle one by one.
 */
export const bookingConflictSchema = z.object({
  reservation: bookedReservationSchema,
  /**
   * closed: the hours no longer cover its turn; no_table: it holds no table (none could take it);
   * table_too_small: its tables no longer seat the party.
   */
  reason: z.enum(bookingConflictReasons),
});
export type BookingConflict = z.infer<typeof bookingConflictSchema>;
export const bookingConflictsSchema = z.object({ conflicts: z.array(bookingConflictSchema) });
export type BookingConflicts = z.infer<typeof bookingConflictsSchema>;
