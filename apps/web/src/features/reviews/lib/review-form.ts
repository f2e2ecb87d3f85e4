/** The review form's rules (spec §5), checked with the shared schema the API uses. */
import { createReviewInputSchema, type CreateReviewInput } from '@tablefor/shared';

export type ReviewFormValues = { review: string; rating: number | null };
export type ReviewFormErrors = Partial<Record<keyof ReviewFormValues, string>>;

export type ReviewFormResult =
  { ok: true; input: Required<CreateReviewInput> } | { ok: false; errors: ReviewFormErrors };

/** Each field's first message, in English as the shared contract words it. */
export function validateReviewForm(values: ReviewFormValues): ReviewFormResult {
  const result = createReviewInputSchema.safeParse({
    review: values.review,
    // null is 'no rating chosen'; undefined would take the schema's default of 5.
    rating: values.rating ?? Number.NaN,
  });
  if (result.success) return { ok: true, input: result.data };
  const errors: ReviewFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'review' || field === 'rating') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
