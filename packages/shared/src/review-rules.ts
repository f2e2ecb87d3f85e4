/** Review limits and the spec's messages: zod-free, so pages load them cheaply. */
import { defineMessages } from './messages/define-messages.ts';

export const MAX_REVIEW_LENGTH = 500;
export const DEFAULT_REVIEW_RATING = 5;

export const reviewMessageDefinitions = defineMessages('review', {
  text: 'Please tell us about your experience',
  tooLong: { text: 'Review can not exceed {{max}} characters', params: { max: MAX_REVIEW_LENGTH } },
  rating: 'Please rate your experience',
  duplicate: 'You have already reviewed this restaurant',
  notFound: 'Review not found',
  ownReviewsOnly: 'You can only change your own reviews',
});

/** The English sentences (what the API's `errors` say); `reviewCodes` name them in schemas. */
export const reviewMessages = reviewMessageDefinitions.texts;
export const reviewCodes = reviewMessageDefinitions.codes;
