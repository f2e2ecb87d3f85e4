/** Booking limits, statuses and the spec's messages: zod-free, so pages load them cheaply. */
import { messageCodes, messageEntries, messageTexts } from './messages/define-messages.ts';

export const BOOKING_WINDOW_MONTHS = 6;
export const MODIFY_WINDOW_DAYS = 21;
export const DEFAULT_BOOKING_TIME = '17:00';
/** The header (and `?code=` for calendar links) that carries a guest booking's access code. */
export const RESERVATION_CODE_HEADER = 'X-Reservation-Code';
/**
 * What one booker may hold by default (the API's configuration may change each), so that no
 * single source takes a restaurant's service: upcoming guest bookings (no account) per e-mail
 * address or per client network at one restaurant, per e-mail address and per client network in
 * all, and an account's bookings at overlapping times at one restaurant.
 */
export const GUEST_BOOKINGS_PER_RESTAURANT = 2;
export const GUEST_BOOKINGS_PER_EMAIL = 4;
export const GUEST_BOOKINGS_PER_CLIENT = 8;
export const ACCOUNT_OVERLAPPING_BOOKINGS = 2;

const reservationMessageDefinitions = {
  partySize: 'Please select party size',
  date: 'Please select a date',
  futureTime: 'Please select a future time',
  time: 'Please select a time',
  tooFarAhead: {
    text: 'Please select a date within the next {{months}} months',
    params: { months: BOOKING_WINDOW_MONTHS },
  },
  closed: 'The restaurant is not open at that time',
  unavailable: 'That time is no longer available',
  /** Before asking: the day's times already show it taken (not 'no longer': it never was). */
  notAvailable: 'That time is not available',
  newDate: 'Please select a new date',
  newTime: 'Please select a new time',
  newPartySize: 'Please select your party size',
  modifyTooFarAhead: {
    text: 'Please select a date within the next {{days}} days',
    params: { days: MODIFY_WINDOW_DAYS },
  },
  createFailed: 'Failed to create reservation. Please try again.',
  callbackFailed: 'Failed to request callback. Please try again.',
  guestName: 'Please enter your name',
  guestEmail: 'Please enter your email',
  guestEmailInvalid: 'Please enter a valid email',
  phone: 'Please enter a valid 10-digit phone number',
  chatEmailInvalid: "That doesn't look like a valid email address.",
  restaurantMismatch: 'Does not match the restaurant in the address',
  signInToBookForAccount: 'Sign in to book for an account',
  bookOnlyForYourself: 'You can only book for yourself',
  ownReservationsOnly: 'You can only see your own reservations',
  cancelled: 'This reservation was cancelled',
  pastCannotChange: 'A past reservation cannot be changed',
  pastCannotCancel: 'A past reservation cannot be cancelled',
  guestLimitHere: {
    text: 'This e-mail address already has {{max}} upcoming bookings at this restaurant. Sign in to book more, or cancel one first.',
    params: { max: GUEST_BOOKINGS_PER_RESTAURANT },
  },
  guestLimitTotal: {
    text: 'This e-mail address already has {{max}} upcoming bookings. Sign in to book more, or cancel one first.',
    params: { max: GUEST_BOOKINGS_PER_EMAIL },
  },
  clientLimitHere: {
    text: 'Your network already holds {{max}} upcoming guest bookings at this restaurant. Sign in to book more.',
    params: { max: GUEST_BOOKINGS_PER_RESTAURANT },
  },
  clientLimitTotal: {
    text: 'Your network already holds {{max}} upcoming guest bookings. Sign in to book more.',
    params: { max: GUEST_BOOKINGS_PER_CLIENT },
  },
  accountOverlapLimit: {
    text: 'You already have {{max}} bookings at this restaurant around that time. Change or cancel one to book another.',
    params: { max: ACCOUNT_OVERLAPPING_BOOKINGS },
  },
} as const;

export const reservationMessages = /* @__PURE__ */ messageTexts(reservationMessageDefinitions);
export const reservationCodes = /* @__PURE__ */ messageCodes(
  'reservation',
  reservationMessageDefinitions,
);
export const reservationMessageEntries = /* @__PURE__ */ messageEntries(
  'reservation',
  reservationMessageDefinitions,
);

/**
 * held is a table offered to a Notify request, waiting for that diner's click (no account yet on
 * the row); lapsed is such an offer that expired or was withdrawn.
 * pending_callback waits for the restaurant's call, which confirms or declines it; a confirmed
 * reservation that has started becomes seated, completed or no_show when the restaurant marks it.
 */
export const reservationStatuses = [
  'pending_callback',
  'confirmed',
  'cancelled',
  'declined',
  'seated',
  'completed',
  'no_show',
  'held',
  'lapsed',
] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];
/** Statuses whose party does not take a table: their covers are free for others. */
export const releasedStatuses = [
  'cancelled',
  'declined',
  'lapsed',
] as const satisfies ReservationStatus[];
export const isReleasedStatus = (status: ReservationStatus): boolean =>
  (releasedStatuses as readonly ReservationStatus[]).includes(status);
/** What the restaurant may mark once a reservation's time has come. */
export const reservationOutcomes = ['seated', 'completed', 'no_show'] as const;
export type ReservationOutcome = (typeof reservationOutcomes)[number];
export const DECLINE_REASON_MAX_LENGTH = 300;
/** How long a callback request may wait for the restaurant's call before it is overdue. */
export const CALLBACK_RESPONSE_MINUTES = 15;
export const contactMethods = ['phone', 'chat'] as const;
