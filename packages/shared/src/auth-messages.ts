/** Account limits and the spec's messages: zod-free, so every page can load them cheaply. */
import { messageCodes, messageEntries, messageTexts } from './messages/define-messages.ts';

export const NAME_MAX_LENGTH = 20;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

const maxName = { max: NAME_MAX_LENGTH };

const authMessageDefinitions = {
  usernameRequired: 'Please select a username',
  usernameTooLong: {
    text: 'Please select a username less than {{max}} characters',
    params: maxName,
  },
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please provide a valid email address',
  firstNameRequired: 'Please enter your first name',
  firstNameTooLong: { text: 'First name must be less than {{max}} characters', params: maxName },
  lastNameRequired: 'Please enter your last name',
  lastNameTooLong: { text: 'Last name must be less than {{max}} characters', params: maxName },
  passwordRequired: 'Please select a password',
  passwordTooShort: {
    text: 'Password must be at least {{min}} characters',
    params: { min: PASSWORD_MIN_LENGTH },
  },
  passwordTooLong: {
    text: 'Password must be at most {{max}} characters',
    params: { max: PASSWORD_MAX_LENGTH },
  },
  confirmRequired: 'Please confirm your password',
  confirmMismatch: 'Please double check your confirm password.',
  loginPasswordRequired: 'Please enter your password',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'Email address is already in use',
  usernameTaken: 'Username is already in use',
  adminFieldRequired: 'This field is required',
  adminPasswordsMismatch: 'Passwords do not match',
  adminSecretInvalid: 'Invalid admin secret key',
  notAdmin: 'This account is not an administrator',
  administratorsOnly: 'Administrators only',
  ownersOnly: "Only this restaurant's owners and administrators may do this",
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  unauthorized: 'Unauthorized',
  sessionExpired: 'Session expired',
  adminEmailRequired: 'Email is required',
  adminUsernameRequired: 'Username is required',
  adminFirstNameRequired: 'First name is required',
  adminLastNameRequired: 'Last name is required',
  adminPasswordRequired: 'Password is required',
  adminConfirmRequired: 'Confirm password is required',
  adminSecretRequired: 'Admin secret key is required',
} as const;

export const authMessages = /* @__PURE__ */ messageTexts(authMessageDefinitions);
export const authCodes = /* @__PURE__ */ messageCodes('auth', authMessageDefinitions);
export const authMessageEntries = /* @__PURE__ */ messageEntries('auth', authMessageDefinitions);

export const DEMO_USER = { email: 'demo@tablefor.app', password: 'demo-password-2024' } as const;

/** The demo account is everyone's: its published password is never changed or reset. */
export const isDemoAccount = (email: string) => email.toLowerCase() === DEMO_USER.email;
