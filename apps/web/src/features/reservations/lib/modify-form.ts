/**
 * Pure rules of the modify page (spec §5): a new date from today through +21 days at the
 * restaurant, a bookable time (10:00-22:00 every 30 minutes) still ahead, and a party size 1-20.
 */
import {
  addDays,
  isBookableTime,
  MAX_PARTY_SIZE,
  MIN_PARTY_SIZE,
  MODIFY_WINDOW_DAYS,
  reservationMessages,
  toUtcReservationTime,
  zonedDateString,
  zonedTimeToUtc,
  type Reservation,
  type UpdateReservationInput,
} from '@tablefor/shared';

export type ModifyFormValues = { date: string; time: string; partySize: string };

/** Which field a message belongs to, so the form shows it in the right place. */
export type ModifyFormError = { field: 'date' | 'time' | 'partySize'; message: string };

/** Today on the restaurant's calendar. */
export function restaurantToday(timeZone: string, now: Date = new Date()): string {
  try {
    return zonedDateString(now, timeZone);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

export function modifyDateRange(today: string): { min: string; max: string } {
  return { min: today, max: addDays(today, MODIFY_WINDOW_DAYS) };
}

export function modifyDefaults(reservation: Reservation): ModifyFormValues {
  return {
    date: reservation.local_date,
    time: reservation.local_time,
    partySize: String(reservation.party_size),
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isPartySize(value: string): boolean {
  if (!/^\d{1,2}$/.test(value)) return false;
  const size = Number(value);
  return size >= MIN_PARTY_SIZE && size <= MAX_PARTY_SIZE;
}

/** Every problem with the choice, in the form's order (date, time, party size). */
export function modifyFormErrors(
  values: ModifyFormValues,
  timeZone: string,
  now: Date = new Date(),
): ModifyFormError[] {
  const m = reservationMessages;
  const errors: ModifyFormError[] = [];
  const today = restaurantToday(timeZone, now);
  const { max } = modifyDateRange(today);
  const dateOk = ISO_DATE.test(values.date) && !Number.isNaN(Date.parse(values.date));
  const timeOk = isBookableTime(values.time);

  if (!dateOk) errors.push({ field: 'date', message: m.newDate });
  else if (values.date > max) errors.push({ field: 'date', message: m.modifyTooFarAhead });

  if (!timeOk) errors.push({ field: 'time', message: m.newTime });
  else if (dateOk && zonedTimeToUtc(values.date, values.time, timeZone).getTime() <= now.getTime())
    errors.push({ field: 'time', message: m.futureTime });

  if (!isPartySize(values.partySize)) errors.push({ field: 'partySize', message: m.newPartySize });
  return errors;
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
