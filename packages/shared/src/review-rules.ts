/** Review limits and the spec's messages: zod-free, so pages load them cheaply. */
import { messageCodes, messageEntries, messageTexts } from './messages/define-messages.ts';

export const MAX_REVIEW_LENGTH = 500;
export const DEFAULT_REVIEW_RATING = 5;

const reviewMessageDefinitions = {
  text: 'Please tell us about your experience',
  tooLong: { text: 'Review can not exceed {{max}} characters', params: { max: MAX_REVIEW_LENGTH } },
  rating: 'Please rate your experience',
  duplicate: 'You have already reviewed this restaurant',
  notFound: 'Review not found',
  ownReviewsOnly: 'You can only change your own reviews',
} as const;

export const reviewMessages = /* @__PURE__ */ messageTexts(reviewMessageDefinitions);
export const reviewCodes = /* @__PURE__ */ messageCodes('review', reviewMessageDefinitions);
export const reviewMessageEntries = /* @__PURE__ */ messageEntries(
  'review',
  reviewMessageDefinitions,
);
