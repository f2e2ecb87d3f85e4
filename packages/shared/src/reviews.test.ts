import { describe, expect, it } from 'vitest';
import { issuesToDetails, messageText } from './errors.ts';
import { DEFAULT_REVIEW_RATING, MAX_REVIEW_LENGTH, reviewMessages } from './review-rules.ts';
import { createReviewInputSchema, updateReviewInputSchema } from './reviews.ts';
import type { z } from 'zod';

/** The English message of the first issue, as the API would word it. */
const firstMessage = (result: { success: boolean; error?: { issues: z.core.$ZodIssue[] } }) => {
  const first = result.error ? issuesToDetails(result.error.issues)[0] : undefined;
  return first ? messageText(first.code, first.params) : undefined;
};

describe('createReviewInputSchema', () => {
  it('trims the text and rates 5 by default', () => {
    expect(createReviewInputSchema.parse({ review: '  Lovely  ' })).toEqual({
      review: 'Lovely',
      rating: DEFAULT_REVIEW_RATING,
    });
  });

  it('takes exactly the limit but not one character more', () => {
    expect(
      createReviewInputSchema.safeParse({ review: 'a'.repeat(MAX_REVIEW_LENGTH) }).success,
    ).toBe(true);
    const tooLong = createReviewInputSchema.safeParse({
      review: 'a'.repeat(MAX_REVIEW_LENGTH + 1),
    });
    expect(firstMessage(tooLong)).toBe(reviewMessages.tooLong);
  });

  it.each(['', '   '])('asks for text when it is %j', (review) => {
    expect(firstMessage(createReviewInputSchema.safeParse({ review }))).toBe(reviewMessages.text);
  });

  it.each([0, 6, 2.5, null])('asks for a rating 1-5 when it is %j', (rating) => {
    const result = createReviewInputSchema.safeParse({ review: 'Ok', rating });
    expect(firstMessage(result)).toBe(reviewMessages.rating);
  });
});

describe('updateReviewInputSchema', () => {
  it('accepts either field alone and checks what is given', () => {
    expect(updateReviewInputSchema.parse({ rating: 3 })).toEqual({ rating: 3 });
    expect(firstMessage(updateReviewInputSchema.safeParse({ review: ' ' }))).toBe(
      reviewMessages.text,
    );
  });
});
