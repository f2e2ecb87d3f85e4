/** Messages any route may answer: not found, sign-in needed, rate limits, server failure. */
import { defineMessages } from './define-messages.ts';

export const commonMessageDefinitions = defineMessages('common', {
  notFound: 'Not found',
  forbidden: 'Forbidden',
  unauthorized: 'Unauthorized',
  routeNotFound: '{{method}} {{path}} does not exist',
  rateLimited: '{{detail}}',
  badRequest: '{{detail}}',
  invalid: '{{detail}}',
  serverError: 'Something went wrong. Please try again.',
});

export const commonCodes = commonMessageDefinitions.codes;
