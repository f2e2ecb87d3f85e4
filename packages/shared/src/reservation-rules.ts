/** Booking limits, statuses and the spec's messages: zod-free, so pages load them cheaply. */
export const BOOKING_WINDOW_MONTHS = 6;
export const MODIFY_WINDOW_DAYS = 21;
export const DEFAULT_BOOKING_TIME = '17:00';

export const reservationMessages = {
  partySize: 'Please select party size',
  date: 'Please select a date',
  futureTime: 'Please select a future time',
  time: 'Please select a time',
  tooFarAhead: 'Please select a date within the next 6 months',
  closed: 'The restaurant is not open at that time',
  unavailable: 'That time is no longer available',
  newDate: 'Please select a new date',
  newTime: 'Please select a new time',
  newPartySize: 'Please select your party size',
  modifyTooFarAhead: 'Please select a date within the next 21 days',
  createFailed: 'Failed to create reservation. Please try again.',
  callbackFailed: 'Failed to request callback. Please try again.',
  guestName: 'Please enter your name',
  guestEmail: 'Please enter your email',
  guestEmailInvalid: 'Please enter a valid email',
  phone: 'Please enter a valid 10-digit phone number',
  chatEmailInvalid: "That doesn't look like a valid email address.",
} as const;
export const reservationStatuses = ['pending_callback', 'confirmed', 'cancelled'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];
export const contactMethods = ['phone', 'chat'] as const;
