/**
 * Reviewing listings that diners and owners create (issue 10): the rejection reason's
 * limits and the messages. Zod-free.
 */
import { messageCodes, messageEntries, messageTexts } from './messages/define-messages.ts';

export const REJECTION_REASON_MAX_LENGTH = 500;
export const LISTING_REVIEW_PAGE_SIZE = 12;

const listingReviewMessageDefinitions = {
  reasonRequired: 'Please give a reason for rejecting this listing',
  reasonTooLong: {
    text: 'The reason must be at most {{max}} characters',
    params: { max: REJECTION_REASON_MAX_LENGTH },
  },
  notPending: 'This listing is not waiting for review',
  approveFailed: 'Failed to approve the listing',
  rejectFailed: 'Failed to reject the listing',
} as const;

export const listingReviewMessages = /* @__PURE__ */ messageTexts(listingReviewMessageDefinitions);
export const listingReviewCodes = /* @__PURE__ */ messageCodes(
  'listingReview',
  listingReviewMessageDefinitions,
);
export const listingReviewMessageEntries = /* @__PURE__ */ messageEntries(
  'listingReview',
  listingReviewMessageDefinitions,
);
