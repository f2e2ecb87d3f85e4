/** Messages any route may answer: not found, sign-in needed, rate limits, server failure. */
import { MAX_JSON_ARRAY_ITEMS, MAX_JSON_DEPTH, MAX_JSON_OBJECT_KEYS } from '../json-body-limits.ts';
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
  storageUnavailable: 'Stored files cannot be reached right now. Please try again in a moment.',
  bodyTooDeep: {
    text: 'The request body nests deeper than {{max}} levels',
    params: { max: MAX_JSON_DEPTH },
  },
  bodyListTooLong: {
    text: 'A list in the request body holds more than {{max}} items',
    params: { max: MAX_JSON_ARRAY_ITEMS },
  },
  bodyTooManyFields: {
    text: 'An object in the request body has more than {{max}} fields',
    params: { max: MAX_JSON_OBJECT_KEYS },
  },
} as const;

export const commonCodes = /* @__PURE__ */ messageCodes('common', commonMessageDefinitions);
export const commonMessageEntries = /* @__PURE__ */ messageEntries(
  'common',
  commonMessageDefinitions,
);
