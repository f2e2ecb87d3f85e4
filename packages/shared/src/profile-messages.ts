/**
 * The diner's own account: editing names, changing the e-mail address through a link sent to the
 * new one, and preferences. Its messages; zod-free, so every page can load them cheaply.
 */
import { DIETARY_NOTE_MAX } from './account-rules.ts';
import { messageCodes, messageEntries, messageTexts } from './messages/define-messages.ts';

/** The longest token an e-mail change link carries (the API's are 43 characters). */
export const EMAIL_CHANGE_TOKEN_MAX_LENGTH = 128;

const profileMessageDefinitions = {
  ownAccountOnly: 'You can only change your own account',
  demoAccount: "The demo account's details stay as they are, so that everyone can try the demo",
  sameEmail: 'This is already your e-mail address',
  linkSent: 'We sent a link to your new address. Your e-mail changes once you follow it.',
  linkInvalid: 'This link is invalid, has expired or was already used. Please ask for a new one.',
  passwordRequired: 'Please enter your password',
  dietaryUnknown: 'Please choose dietary needs from the list',
  noteTooLong: {
    text: 'The note can be at most {{max}} characters',
    params: { max: DIETARY_NOTE_MAX },
  },
  seatingUnknown: 'Please choose a seating preference from the list',
  languageUnknown: 'Please choose a language from the list',
} as const;

export const profileMessages = /* @__PURE__ */ messageTexts(profileMessageDefinitions);
export const profileCodes = /* @__PURE__ */ messageCodes('profile', profileMessageDefinitions);
export const profileMessageEntries = /* @__PURE__ */ messageEntries(
  'profile',
  profileMessageDefinitions,
);
