/**
 * The modify page's form: its first values, its problems (the shared booking window's
 * 'modify' rules: a new date within 21 days, a bookable time still ahead, a party size 1-20), and
 * the PUT body.
 */
import {
  bookingChoiceProblems,
  reservationCodes,
  toUtcReservationTime,
  type MessageCode,
  type Reservation,
  type UpdateReservationInput,
} from '@tablefor/shared';

export type ModifyFormValues = { date: string; time: string; partySize: string };

/** Which field a message belongs to, so the form shows it in the right place. */
export type ModifyFormError = { field: 'date' | 'time' | 'partySize'; code: MessageCode };

export function modifyDefaults(reservation: Reservation): ModifyFormValues {
  return {
    date: reservation.local_date,
    time: reservation.local_time,
    partySize: String(reservation.party_size),
  };
}

/** Every problem with the choice, in the form's order (date, time, party size). */
export function modifyFormErrors(
  values: ModifyFormValues,
  timeZone: string,
  now: Date = new Date(),
): ModifyFormError[] {
  return bookingChoiceProblems(values, timeZone, now, 'modify').map(({ field, message }) => ({
    field,
    code: reservationCodes[message],
  }));
}

/** The API words its checks for a booking; this page asks for a *new* date, time and size. */
const modifyWording: Partial<Record<MessageCode, MessageCode>> = {
  [reservationCodes.date]: reservationCodes.newDate,
  [reservationCodes.time]: reservationCodes.newTime,
  [reservationCodes.partySize]: reservationCodes.newPartySize,
};

export function asModifyMessage(code: MessageCode): MessageCode {
  return modifyWording[code] ?? code;
}

/** The PUT body: the restaurant's wall-clock choice as the spec's UTC 'YYYY-MM-DD HH:mm:ss'. */
export function modifyRequestBody(
  values: ModifyFormValues,
  timeZone: string,
): UpdateReservationInput {
  return {
    reservation_time: toUtcReservationTime(values.date, values.time, timeZone),
    party_size: Number(values.partySize),
  };
}
