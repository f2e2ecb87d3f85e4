/**
 * When a table may be booked or moved to, answered once for the API and every form: dates from
 * today (on the restaurant's calendar) to six months ahead for a booking, 21 days for a change; a
 * bookable time still ahead; a party size in range. Each problem names its field and its message.
 */
import {
  bookingDateRange,
  isIsoDate,
  knownTimeZone,
  restaurantToday,
  type BookingPurpose,
} from './booking-dates.ts';
import type { reservationCodes } from './reservation-rules.ts';
import { isBookableTime } from './time-slots.ts';
import { isPartySize } from './party-size.ts';
import { zonedDateString, zonedTimeString, zonedTimeToUtc } from './zoned-time.ts';

export type BookingChoice = { date: string; time: string; partySize: number | string };
type ReservationMessageKey = keyof typeof reservationCodes;
export type BookingProblem = {
  field: 'date' | 'time' | 'partySize';
  /** The key of the message in `reservationMessages` / `reservationCodes`. */
  message: ReservationMessageKey;
};

/** The API's check of an instant: bookable time, still ahead, inside the purpose's window. */
export function bookingTimeProblem(
  start: Date,
  timeZone: string,
  now: Date,
  purpose: BookingPurpose,
): BookingProblem | null {
  const zone = knownTimeZone(timeZone);
  if (!isBookableTime(zonedTimeString(start, zone))) return { field: 'time', message: 'time' };
  if (start.getTime() <= now.getTime()) return { field: 'time', message: 'futureTime' };
  const { max } = bookingDateRange(restaurantToday(zone, now), purpose);
  if (zonedDateString(start, zone) > max) {
    return { field: 'date', message: purpose === 'book' ? 'tooFarAhead' : 'modifyTooFarAhead' };
  }
  return null;
}

/**
 * A form's check of a wall-clock choice, every problem in the form's order. Booking asks for party
 * size, date and time ('Please select a date' for any date outside the window); a change asks for
 * a new date (or one within 21 days), a new time and a party size.
 */
export function bookingChoiceProblems(
  choice: BookingChoice,
  timeZone: string,
  now: Date,
  purpose: BookingPurpose,
): BookingProblem[] {
  const zone = knownTimeZone(timeZone);
  const today = restaurantToday(zone, now);
  const problems: BookingProblem[] = [];
  const partySize: BookingProblem = {
    field: 'partySize',
    message: purpose === 'book' ? 'partySize' : 'newPartySize',
  };
  if (purpose === 'book' && !isPartySize(choice.partySize)) problems.push(partySize);

  const { min, max } = bookingDateRange(today, purpose);
  const dateOk = isIsoDate(choice.date);
  if (!dateOk) problems.push({ field: 'date', message: purpose === 'book' ? 'date' : 'newDate' });
  else if (purpose === 'book' && (choice.date < min || choice.date > max)) {
    problems.push({ field: 'date', message: 'date' });
  } else if (purpose === 'modify' && choice.date > max) {
    problems.push({ field: 'date', message: 'modifyTooFarAhead' });
  }

  if (!isBookableTime(choice.time)) {
    problems.push({ field: 'time', message: purpose === 'book' ? 'time' : 'newTime' });
  } else if (dateOk && zonedTimeToUtc(choice.date, choice.time, zone).getTime() <= now.getTime()) {
    problems.push({ field: 'time', message: 'futureTime' });
  }

  if (purpose === 'modify' && !isPartySize(choice.partySize)) problems.push(partySize);
  return problems;
}
