/**
 * The reservation form's state: party size, date and time, first from ?date=&time=&partySize= (or
 * today, 17:00, 2 people), kept in the URL as they change, and checked in the spec's order.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { restaurantToday, type TimeSlot } from '@tablefor/shared';
import {
  bookingDefaults,
  bookingFormError,
  bookingSearch,
  type BookingFormError,
  type BookingFormValues,
} from '@/features/restaurants';

export type ChoiceError = BookingFormError | 'notAvailable';

/** The form's problem, or null. A time the day's availability shows as full cannot be booked. */
export function choiceError(
  values: BookingFormValues,
  timeZone: string,
  slots: TimeSlot[] | undefined,
  now: Date = new Date(),
): ChoiceError | null {
  const problem = bookingFormError(values, timeZone, now);
  if (problem) return problem;
  const slot = slots?.find((candidate) => candidate.time === values.time);
  return slot && !slot.available ? 'notAvailable' : null;
}

export function useReservationChoice(timeZone: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [today] = useState(() => restaurantToday(timeZone));
  const [values, setValues] = useState<BookingFormValues>(() =>
    bookingDefaults(searchParams, today),
  );
  const [error, setError] = useState<ChoiceError | null>(null);
  // A time the diner asked for (in the link or by choosing) is theirs; the default may move.
  const [timeChosen, setTimeChosen] = useState(() => searchParams.has('time'));

  const apply = (patch: Partial<BookingFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    setError(null);
    // A reload or a shared link keeps the choice.
    setSearchParams(new URLSearchParams(bookingSearch(next)), { replace: true });
  };
  const update = (patch: Partial<BookingFormValues>) => {
    if (patch.time !== undefined) setTimeChosen(true);
    apply(patch);
  };
  /** Moves a default time the day cannot take to a free one, without making it the diner's. */
  const suggestTime = (time: string) => {
    if (!timeChosen && time !== values.time) apply({ time });
  };

  /** Shows and returns the first problem (null when the choice can be booked). */
  const validate = (slots: TimeSlot[] | undefined): ChoiceError | null => {
    const problem = choiceError(values, timeZone, slots);
    setError(problem);
    return problem;
  };

  return { values, today, error, update, suggestTime, validate, setError };
}
