/** The door waitlist's limits and messages. Zod-free, so pages load them cheaply. */
import { messageCodes, messageEntries, messageTexts } from './messages/define-messages.ts';

export const WAITLIST_NAME_MAX_LENGTH = 80;
export const WAITLIST_NOTES_MAX_LENGTH = 300;

/**
 * waiting: in line; notified: told their table is ready (still in line until seated); seated: at
 * a table (a walk-in reservation); left: gone without being seated, or removed by the host.
 */
export const waitlistStatuses = ['waiting', 'notified', 'seated', 'left'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];
/** Still in line: shown on the host stand's list. */
export const inLineStatuses = ['waiting', 'notified'] as const satisfies WaitlistStatus[];

const waitlistMessageDefinitions = {
  guestName: {
    text: 'A name of 1 to {{max}} characters',
    params: { max: WAITLIST_NAME_MAX_LENGTH },
  },
  partySize: 'Party size must be a whole number from 1 to 30',
  contact: 'A phone number or an e-mail address, to tell the party when their table is ready',
  phone: 'A phone number of 10 digits',
  email: 'An e-mail address like name@example.com',
  notes: {
    text: 'Notes of at most {{max}} characters',
    params: { max: WAITLIST_NOTES_MAX_LENGTH },
  },
  notInLine: 'This party is no longer on the waitlist',
  noTableFits: 'No table or combination here seats a party this size',
  position: 'Choose a place in the line from 1 to the number of parties waiting',
} as const;

export const waitlistMessages = /* @__PURE__ */ messageTexts(waitlistMessageDefinitions);
export const waitlistCodes = /* @__PURE__ */ messageCodes('waitlist', waitlistMessageDefinitions);
export const waitlistMessageEntries = /* @__PURE__ */ messageEntries(
  'waitlist',
  waitlistMessageDefinitions,
);
