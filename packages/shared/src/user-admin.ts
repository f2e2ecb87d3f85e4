/** The administrators' user management: list limits and the refusals, zod-free. */
import { messageCodes, messageEntries, messageTexts } from './messages/define-messages.ts';

export const USER_LIST_PAGE_SIZE = 50;
export const USER_LIST_MAX_PAGE_SIZE = 200;
export const USER_LIST_MAX_PAGE = 10_000;
export const USER_SEARCH_MAX_LENGTH = 100;

const range = (min: number, max: number) => ({ min, max });

const userAdminMessageDefinitions = {
  pageNumber: 'page must be a number',
  pageWhole: 'page must be a whole number',
  pageRange: {
    text: 'page must be between {{min}} and {{max}}',
    params: range(1, USER_LIST_MAX_PAGE),
  },
  pageSizeNumber: 'pageSize must be a number',
  pageSizeWhole: 'pageSize must be a whole number',
  pageSizeRange: {
    text: 'pageSize must be between {{min}} and {{max}}',
    params: range(1, USER_LIST_MAX_PAGE_SIZE),
  },
  queryTooLong: {
    text: 'q must be at most {{max}} characters',
    params: { max: USER_SEARCH_MAX_LENGTH },
  },
  roleRequired: 'is_admin must be true or false',
  ownRole: 'You cannot remove your own administrator role',
  lastAdministrator: 'There must be at least one administrator',
  ownAccount: 'You cannot delete your own account here',
} as const;

export const userAdminMessages = /* @__PURE__ */ messageTexts(userAdminMessageDefinitions);
export const userAdminCodes = /* @__PURE__ */ messageCodes(
  'userAdmin',
  userAdminMessageDefinitions,
);
export const userAdminMessageEntries = /* @__PURE__ */ messageEntries(
  'userAdmin',
  userAdminMessageDefinitions,
);
