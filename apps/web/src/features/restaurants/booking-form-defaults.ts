/**
 * The restaurant page's reservation form: its defaults (today, 17:00, 2 people), what a
 * ?date=&time=&partySize= URL sets, and its first problem. The booking window itself is the shared
 * rule (`@tablefor/shared` booking-window) that the API enforces too.
 */
import {
  bookingChoiceProblems,
  DEFAULT_BOOKING_TIME,
  DEFAULT_PARTY_SIZE,
  isAllowedBookingDate,
  isBookableTime,
  isPartySize,
} from '@tablefor/shared';

export type BookingFormValues = { date: string; time: string; partySize: number };
/** The form's problems, each the key of its shared reservation message. */
export type BookingFormError = 'date' | 'time' | 'partySize' | 'futureTime';

/** True when the URL carries any booking choice (the page then scrolls to the form). */
export function hasBookingParams(params: URLSearchParams): boolean {
  return ['date', 'time', 'partySize'].some((key) => params.has(key));
}

/** The form's first values: each URL value when it is allowed, otherwise the default. */
export function bookingDefaults(params: URLSearchParams, today: string): BookingFormValues {
  const date = params.get('date') ?? '';
  const time = params.get('time') ?? '';
  const partySize = params.get('partySize') ?? '';
  return {
    date: isAllowedBookingDate(date, today) ? date : today,
    time: isBookableTime(time) ? time : DEFAULT_BOOKING_TIME,
    partySize: isPartySize(partySize) ? Number(partySize) : DEFAULT_PARTY_SIZE,
  };
}

/** The first problem with a choice, in the form's order; null when it can be booked. */
export function bookingFormError(
  values: BookingFormValues,
  timeZone: string,
  now: Date = new Date(),
): BookingFormError | null {
  const [first] = bookingChoiceProblems(values, timeZone, now, 'book');
  return (first?.message as BookingFormError | undefined) ?? null;
}

/** '?date=2025-06-01&time=19:00&partySize=4' for the reservation page (values are URL-safe). */
export function bookingSearch(values: BookingFormValues): string {
  return `?date=${values.date}&time=${values.time}&partySize=${values.partySize}`;
}
