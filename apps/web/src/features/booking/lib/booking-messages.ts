/** The booking flow's messages (shared `reservationMessages`) in the reader's language. */
import type { TFunction } from 'i18next';
import { reservationMessages } from '@tablefor/shared';
import type { BookingFormError } from '@/features/restaurants';

export type ReservationMessageKey = keyof typeof reservationMessages;

const keyByText = new Map(
  (Object.entries(reservationMessages) as [ReservationMessageKey, string][]).map(([key, text]) => [
    text,
    key,
  ]),
);

/** A shared reservation message (English, as the API and schemas give it) translated; others as is. */
export function translateReservationMessage(t: TFunction, message: string): string {
  const key = keyByText.get(message);
  return key ? t(`booking.messages.${key}`) : message;
}

/** The reservation form's problems, each with its spec message. */
export const formErrorMessageKey: Record<BookingFormError | 'unavailable', ReservationMessageKey> =
  {
    partySize: 'partySize',
    date: 'date',
    time: 'time',
    futureTime: 'futureTime',
    unavailable: 'unavailable',
  };
