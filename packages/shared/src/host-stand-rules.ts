/** The host stand's limits and messages. Zod-free, so pages load them cheaply. */
import { messageCodes, messageEntries, messageTexts } from './messages/define-messages.ts';

export const WALK_IN_NAME_MAX_LENGTH = 80;
/** A party not seated this long after its time is late. */
export const LATE_AFTER_MINUTES = 15;

const hostStandMessageDefinitions = {
  partySize: 'Party size must be a whole number from 1 to 30',
  guestName: {
    text: 'A name of at most {{max}} characters',
    params: { max: WALK_IN_NAME_MAX_LENGTH },
  },
  noTableNow: 'No free table seats this party now',
  closedNow: 'The restaurant is not open now',
} as const;

export const hostStandMessages = /* @__PURE__ */ messageTexts(hostStandMessageDefinitions);
export const hostStandCodes = /* @__PURE__ */ messageCodes(
  'hostStand',
  hostStandMessageDefinitions,
);
export const hostStandMessageEntries = /* @__PURE__ */ messageEntries(
  'hostStand',
  hostStandMessageDefinitions,
);
