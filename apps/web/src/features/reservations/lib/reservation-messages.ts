/** The reservation API's English messages, mapped to catalogue keys so they show translated. */
import { reservationMessages } from '@tablefor/shared';

type MessageKey =
  | 'newDate'
  | 'newTime'
  | 'futureTime'
  | 'newPartySize'
  | 'modifyTooFarAhead'
  | 'unavailable'
  | 'closed';

const m = reservationMessages;
const keyByText = new Map<string, MessageKey>([
  [m.newDate, 'newDate'],
  [m.date, 'newDate'],
  [m.newTime, 'newTime'],
  [m.time, 'newTime'],
  [m.futureTime, 'futureTime'],
  [m.newPartySize, 'newPartySize'],
  [m.partySize, 'newPartySize'],
  [m.modifyTooFarAhead, 'modifyTooFarAhead'],
  [m.unavailable, 'unavailable'],
  [m.closed, 'closed'],
]);

/** 'reservations.errors.<key>' for a known message, or null (shown as the server wrote it). */
export function reservationMessageKey(message: string) {
  const key = keyByText.get(message);
  return key ? (`reservations.errors.${key}` as const) : null;
}
