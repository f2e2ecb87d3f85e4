/**
 * Signing in again: a forgotten password reset through an e-mailed link, or a password changed
 * while signed in. Its limits and messages; zod-free, so every page can load them cheaply.
 */
import { messageCodes, messageEntries, messageTexts } from './messages/define-messages.ts';

/** How long an e-mailed reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** Reset links asked for per client network, and per e-mail address, per hour (defaults). */
export const PASSWORD_RESET_REQUESTS_PER_IP = 10;
export const PASSWORD_RESET_REQUESTS_PER_EMAIL = 3;
/** The longest token a reset link carries (the API's are 43 characters). */
export const PASSWORD_RESET_TOKEN_MAX_LENGTH = 128;

const passwordMessageDefinitions = {
  linkSent: 'If an account exists for that address, we sent a link',
  linkInvalid: 'This link is invalid or has expired. Please ask for a new one.',
  currentRequired: 'Please enter your current password',
  currentWrong: 'Your current password is incorrect',
  tooManyChanges: 'Too many attempts. Please wait a few minutes and try again.',
  demoAccount: "The demo account's password stays as it is, so that everyone can try the demo",
} as const;

export const passwordMessages = /* @__PURE__ */ messageTexts(passwordMessageDefinitions);
export const passwordCodes = /* @__PURE__ */ messageCodes('password', passwordMessageDefinitions);
export const passwordMessageEntries = /* @__PURE__ */ messageEntries(
  'password',
  passwordMessageDefinitions,
);
