/**
 * The diner's account beyond signing in: preferences that travel with bookings, the bell's
 * notifications and the guests invited to a reservation. Zod-free: pages read these lists.
 */

/** Dietary needs a diner can tick; the restaurant sees them with each booking. */
export const dietaryNeeds = [
  'vegetarian',
  'vegan',
  'gluten_free',
  'dairy_free',
  'nut_allergy',
  'shellfish_allergy',
  'halal',
  'kosher',
] as const;
export type DietaryNeed = (typeof dietaryNeeds)[number];
/** The free-text note beside the dietary needs, in characters. */
export const DIETARY_NOTE_MAX = 200;

export const seatingPreferences = [
  'no_preference',
  'indoor',
  'outdoor',
  'bar',
  'booth',
  'quiet',
] as const;
export type SeatingPreference = (typeof seatingPreferences)[number];

/**
 * What the bell reports. booking_*: the diner's own reservations (cancelled_by_restaurant when
 * the owner or host cancelled it); callback_*: the restaurant's answer to a phone-callback
 * request; reminder: the day-before e-mail; notify_offer: a freed table held for them;
 * claim_* and listing_*: an administrator's decision on their claim or listing.
 */
export const notificationKinds = [
  'booking_confirmed',
  'booking_changed',
  'booking_cancelled',
  'booking_cancelled_by_restaurant',
  'callback_confirmed',
  'callback_declined',
  'reminder',
  'notify_offer',
  'claim_approved',
  'claim_rejected',
  'listing_approved',
  'listing_rejected',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** How long a link confirming a new e-mail address works, in minutes. */
export const EMAIL_CHANGE_MINUTES = 60 * 24;
