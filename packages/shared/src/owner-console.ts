/**
 * The restaurant's side (the owner console): the restaurants an account owns, and a day's book of
 * one of them, its reservations by time and its covers per slot against capacity.
 */
import { z } from 'zod';
import { contactMethods, reservationStatuses } from './reservation-rules.ts';
import { listingStatuses } from './restaurant-listing-rules.ts';
import { isoDateSchema } from './search.ts';

export const ownedRestaurantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  neighborhood: z.string(),
  preview_img: z.string(),
  status: z.enum(listingStatuses),
  time_zone: z.string(),
  capacity_per_slot: z.number().int(),
  dining_duration_minutes: z.number().int(),
  /** Callback requests still waiting for the restaurant's call. */
  pending_callbacks: z.number().int(),
});
export type OwnedRestaurant = z.infer<typeof ownedRestaurantSchema>;

/** GET /api/owner/restaurants: the caller's restaurants, by name. */
export const ownedRestaurantsSchema = z.object({ restaurants: z.array(ownedRestaurantSchema) });

/** GET /api/owner/restaurants/{id}/book?date=YYYY-MM-DD (the restaurant's own calendar day). */
export const dayBookQuerySchema = z.object({ date: isoDateSchema });
export type DayBookQuery = z.input<typeof dayBookQuerySchema>;

export const bookedReservationSchema = z.object({
  id: z.number().int(),
  reservation_time: z.string(),
  local_time: z.string(),
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
});
export type BookedReservation = z.infer<typeof bookedReservationSchema>;

/** One bookable time: covers seated during a sitting starting then, against capacity. */
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
});
export type DayBook = z.infer<typeof dayBookSchema>;
