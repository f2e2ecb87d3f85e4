/**
 * Guests invited to a reservation, and a diner's privacy rights (their data downloaded, their
 * account deleted): limits and messages. Zod-free, so every page can load them cheaply.
 */
import { messageCodes, messageEntries, messageTexts } from './messages/define-messages.ts';

/** Invitations one account may send in a day (counted in the database, revoked ones too). */
export const INVITATIONS_PER_DAY = 20;
/** The longest token an invitation link carries (the API's are 43 characters). */
export const INVITATION_TOKEN_MAX_LENGTH = 128;

const invitationMessageDefinitions = {
  alreadyInvited: 'This guest is already invited',
  partyFull: {
    text: 'A table for {{party}} has room for {{max}} guests besides you: revoke an invitation first',
    params: { party: 0, max: 0 },
  },
  bookingClosed: 'Guests can be invited only to a booking that still stands and is yet to come',
  ownAddress: 'You are already at the table: invite someone else',
  tooMany: {
    text: 'You can send at most {{max}} invitations a day. Please try again tomorrow.',
    params: { max: INVITATIONS_PER_DAY },
  },
  linkEnded: 'This invitation no longer works: the booking was cancelled or the host withdrew it',
} as const;

export const invitationMessages = /* @__PURE__ */ messageTexts(invitationMessageDefinitions);
export const invitationCodes = /* @__PURE__ */ messageCodes(
  'invitation',
  invitationMessageDefinitions,
);
export const invitationMessageEntries = /* @__PURE__ */ messageEntries(
  'invitation',
  invitationMessageDefinitions,
);

const privacyMessageDefinitions = {
  passwordRequired: 'Please enter your password to delete your account',
  passwordWrong: 'Your password is incorrect',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  demoAccount: 'The demo account stays as it is, so that everyone can try the demo',
} as const;

export const privacyMessages = /* @__PURE__ */ messageTexts(privacyMessageDefinitions);
export const privacyCodes = /* @__PURE__ */ messageCodes('privacy', privacyMessageDefinitions);
export const privacyMessageEntries = /* @__PURE__ */ messageEntries(
  'privacy',
  privacyMessageDefinitions,
);
