/** Messages any route may answer: not found, sign-in needed, rate limits, server failure. */
import { messageCodes, messageEntries } from './define-messages.ts';

const commonMessageDefinitions = {
  notFound: 'Not found',
  forbidden: 'Forbidden',
  unauthorized: 'Unauthorized',
  routeNotFound: '{{method}} {{path}} does not exist',
  rateLimited: '{{detail}}',
  badRequest: '{{detail}}',
  invalid: '{{detail}}',
  controlCharacters: 'Text cannot contain control characters',
  serverError: 'Something went wrong. Please try again.',
} as const;

export const commonCodes = /* @__PURE__ */ messageCodes('common', commonMessageDefinitions);
export const commonMessageEntries = /* @__PURE__ */ messageEntries(
  'common',
  commonMessageDefinitions,
);
