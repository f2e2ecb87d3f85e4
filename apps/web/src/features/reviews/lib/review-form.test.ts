import { describe, expect, it } from 'vitest';
import { reviewCodes } from '@tablefor/shared';
import { validateReviewForm } from './review-form';

describe('validateReviewForm', () => {
  it('asks for a rating when none is chosen', () => {
    expect(validateReviewForm({ review: 'Nice', rating: null })).toEqual({
      ok: false,
      errors: { rating: reviewCodes.rating },
    });
  });

  it('gives both messages at once', () => {
    expect(validateReviewForm({ review: '', rating: null })).toEqual({
      ok: false,
      errors: {
        review: reviewCodes.text,
        rating: reviewCodes.rating,
      },
    });
  });

  it('accepts ratings 1 to 5 only', () => {
    expect(validateReviewForm({ review: 'Nice', rating: 1 }).ok).toBe(true);
    expect(validateReviewForm({ review: 'Nice', rating: 5 }).ok).toBe(true);
    expect(validateReviewForm({ review: 'Nice', rating: 6 }).ok).toBe(false);
    expect(validateReviewForm({ review: 'Nice', rating: 0 }).ok).toBe(false);
  });
});
