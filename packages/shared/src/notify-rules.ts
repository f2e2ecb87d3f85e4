/** Notify: a diner's wish for a table at a full restaurant, and the offers it receives. Zod-free. */
import { messageCodes, messageEntries, messageTexts } from './messages/define-messages.ts';

/** How long an offered table is held for the diner it was offered to, by default (minutes). */
export const NOTIFY_HOLD_MINUTES = 10;
/** Requests one account may have waiting or offered at once, across restaurants. */
export const NOTIFY_MAX_OPEN_REQUESTS = 10;

/**
 * waiting: in the restaurant's queue; offered: a table is held for the diner until the offer's
 * expiry; booked: the diner claimed the offer; missed: an offer expired unclaimed (the table went
 * on to the next request); expired: the window passed without an offer; cancelled: by the diner.
 */
export const notifyRequestStatuses = [
  'waiting',
  'offered',
  'booked',
  'missed',
  'expired',
  'cancelled',
] as const;
export type NotifyRequestStatus = (typeof notifyRequestStatuses)[number];
/** Statuses still in the restaurant's queue or holding a table. */
export const openNotifyStatuses = ['waiting', 'offered'] as const satisfies NotifyRequestStatus[];

const notifyMessageDefinitions = {
  window: 'Choose times between 10:00 and 22:00 on the half hour, the first no later than the last',
  windowPassed: 'That time has already passed: choose a later time or another day',
  partyTooLarge: {
    text: 'Tables here seat at most {{max}} online: call the restaurant for a larger party',
    params: { max: 0 },
  },
  duplicate: 'You already asked to be told about a table here on this day',
  tooMany: {
    text: 'You can wait for at most {{max}} tables at once: cancel one first',
    params: { max: NOTIFY_MAX_OPEN_REQUESTS },
  },
  notYours: 'This offer was made to another diner',
  noOffer: 'No table is offered on this request',
  offerExpired: 'This offer has expired and the table went to the next diner',
  offerClaimed: 'You have already booked this table',
  notOpen: 'This request is no longer waiting',
} as const;

export const notifyMessages = /* @__PURE__ */ messageTexts(notifyMessageDefinitions);
export const notifyCodes = /* @__PURE__ */ messageCodes('notify', notifyMessageDefinitions);
export const notifyMessageEntries = /* @__PURE__ */ messageEntries(
  'notify',
  notifyMessageDefinitions,
);
