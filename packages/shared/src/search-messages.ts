/** The search API's query-parameter messages (developer-facing, but coded like every other). */
import { MAX_PARTY_SIZE, MIN_PARTY_SIZE } from './party-size.ts';
import { messageCodes, messageEntries } from './messages/define-messages.ts';
import { SEARCH_MAX_PAGE_SIZE, SORT_OPTIONS } from './search-options.ts';

export const SEARCH_TEXT_MAX_LENGTH = 200;
export const SEARCH_MAX_PAGE = 10_000;
export const SUGGESTIONS_QUERY_MAX_LENGTH = 100;
export const SUGGESTIONS_MAX_LIMIT = 10;
export const RESTAURANT_LIST_MAX_PAGE_SIZE = 500;

const range = (min: number, max: number) => ({ min, max });

const searchMessageDefinitions = {
  textTooLong: {
    text: 'must be at most {{max}} characters',
    params: { max: SEARCH_TEXT_MAX_LENGTH },
  },
  priceRange: 'priceRange must be a level 1-4 or a pair like 1-3',
  dateFormat: 'date must be YYYY-MM-DD',
  dateNotReal: 'date is not a real date',
  dateOutOfRange: 'date must be between 1900-01-01 and 2999-12-31',
  time: 'time must be HH:mm between 10:00 and 22:00 on the half hour',
  partySizeNumber: 'partySize must be a number',
  partySizeWhole: 'partySize must be a whole number',
  partySizeRange: {
    text: 'partySize must be between {{min}} and {{max}}',
    params: range(MIN_PARTY_SIZE, MAX_PARTY_SIZE),
  },
  latitudeNumber: 'latitude must be a number',
  latitudeRange: { text: 'latitude must be between {{min}} and {{max}}', params: range(-90, 90) },
  longitudeNumber: 'longitude must be a number',
  longitudeRange: {
    text: 'longitude must be between {{min}} and {{max}}',
    params: range(-180, 180),
  },
  coordinatesTogether: 'latitude and longitude must be given together',
  accessibleEntrance: 'accessibleEntrance must be true or false',
  sort: { text: 'sort must be one of {{options}}', params: { options: SORT_OPTIONS.join(', ') } },
  pageNumber: 'page must be a number',
  pageWhole: 'page must be a whole number',
  pageMin: 'page must be 1 or more',
  pageMax: { text: 'page must be at most {{max}}', params: { max: SEARCH_MAX_PAGE } },
  pageSizeNumber: 'pageSize must be a number',
  pageSizeWhole: 'pageSize must be a whole number',
  pageSizeRange: {
    text: 'pageSize must be between {{min}} and {{max}}',
    params: range(1, SEARCH_MAX_PAGE_SIZE),
  },
  listPageSizeRange: {
    text: 'pageSize must be between {{min}} and {{max}}',
    params: range(1, RESTAURANT_LIST_MAX_PAGE_SIZE),
  },
  queryRequired: 'q is required',
  queryTooLong: {
    text: 'q must be at most {{max}} characters',
    params: { max: SUGGESTIONS_QUERY_MAX_LENGTH },
  },
  limitNumber: 'limit must be a number',
  limitWhole: 'limit must be a whole number',
  limitRange: {
    text: 'limit must be between {{min}} and {{max}}',
    params: range(1, SUGGESTIONS_MAX_LIMIT),
  },
} as const;

export const searchCodes = /* @__PURE__ */ messageCodes('search', searchMessageDefinitions);
export const searchMessageEntries = /* @__PURE__ */ messageEntries(
  'search',
  searchMessageDefinitions,
);
