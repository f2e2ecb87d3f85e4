/** Account limits and the spec's messages: zod-free, so every page can load them cheaply. */
export const NAME_MAX_LENGTH = 20;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export const authMessages = {
  usernameRequired: 'Please select a username',
  usernameTooLong: 'Please select a username less than 20 characters',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please provide a valid email address',
  firstNameRequired: 'Please enter your first name',
  firstNameTooLong: 'First name must be less than 20 characters',
  lastNameRequired: 'Please enter your last name',
  lastNameTooLong: 'Last name must be less than 20 characters',
  passwordRequired: 'Please select a password',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
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
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  unauthorized: 'Unauthorized',
  sessionExpired: 'Session expired',
} as const;

export const DEMO_USER = { email: 'demo@tablefor.app', password: 'demo-password-2024' } as const;
