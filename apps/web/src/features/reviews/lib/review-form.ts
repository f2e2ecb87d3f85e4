/** The review form's rules, checked with the shared schema the API uses. */
import {
  createReviewInputSchema,
  issuesToFieldErrors,
  type CreateReviewInput,
  type MessageCode,
} from '@tablefor/shared';

export type ReviewFormValues = { review: string; rating: number | null };
export type ReviewFormErrors = Partial<Record<keyof ReviewFormValues, MessageCode>>;

export type ReviewFormResult =
  { ok: true; input: Required<CreateReviewInput> } | { ok: false; errors: ReviewFormErrors };

/** Each field's first message, as the code of the shared contract's message. */
export function validateReviewForm(values: ReviewFormValues): ReviewFormResult {
  const result = createReviewInputSchema.safeParse({
    review: values.review,
    // null is 'no rating chosen'; undefined would take the schema's default of 5.
    rating: values.rating ?? Number.NaN,
  });
  if (result.success) return { ok: true, input: result.data };
  const { review, rating } = issuesToFieldErrors(result.error.issues);
  const errors: ReviewFormErrors = {};
  if (review) errors.review = review.code;
  if (rating) errors.rating = rating.code;
  return { ok: false, errors };
}
