/**
 * The add and edit review dialogs: text required and at most 500 characters, rating 1-5
 * defaulting to 5. A field's message clears when it is edited; submit waits until none show.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { CreateReviewInput, Review } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Modal } from '@/components/modal/modal';
import { errorText, serverErrorMessages } from '@/lib/error-text';
import { useCreateReview, useUpdateReview } from '../api/review-mutations';
import {
  validateReviewForm,
  type ReviewFormErrors,
  type ReviewFormValues,
} from '../lib/review-form';
import { ReviewTextField } from './review-text-field';
import { StarRatingInput } from './star-rating-input';
import styles from './review-form.module.css';

type SubmitState = {
  mutate: (input: CreateReviewInput, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: unknown;
  reset: () => void;
};

type ReviewFormModalProps = {
  title: string;
  description?: string;
  submitLabel: string;
  initial: ReviewFormValues;
  submit: SubmitState;
  onClose: () => void;
};

function ReviewFormModal({
  title,
  description,
  submitLabel,
  initial,
  submit,
  onClose,
}: ReviewFormModalProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ReviewFormValues>(initial);
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const hasErrors = Object.keys(errors).length > 0;
  const serverErrors = submit.error ? serverErrorMessages(submit.error, t) : [];

  function change<K extends keyof ReviewFormValues>(field: K, value: ReviewFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    if (submit.error) submit.reset();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validateReviewForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    submit.mutate(result.input, { onSuccess: onClose });
  }

  const fieldError = (field: keyof ReviewFormValues) => {
    const code = errors[field];
    return code ? errorText(t, { code }) : undefined;
  };

  return (
    <Modal title={title} description={description} onClose={onClose} size="md">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <ErrorList messages={serverErrors} title={t('reviews.errorTitle')} />
        <StarRatingInput
          value={values.rating}
          onChange={(rating) => change('rating', rating)}
          error={fieldError('rating')}
        />
        <ReviewTextField
          value={values.review}
          onChange={(review) => change('review', review)}
          error={fieldError('review')}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('reviews.cancel')}
          </Button>
          <Button type="submit" disabled={hasErrors} loading={submit.isPending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

type CreateProps = { restaurantId: number; restaurantName: string; onClose: () => void };

export function CreateReviewModal({ restaurantId, restaurantName, onClose }: CreateProps) {
  const { t } = useTranslation();
  const create = useCreateReview(restaurantId);
  return (
    <ReviewFormModal
      title={t('reviews.writeTitle')}
      description={t('reviews.writeDescription', { name: restaurantName })}
      submitLabel={t('reviews.submitCreate')}
      // No star is chosen for the diner: a pre-selected 5 slips into reviews unread.
      initial={{ review: '', rating: null }}
      submit={create}
      onClose={onClose}
    />
  );
}

export function EditReviewModal({ review, onClose }: { review: Review; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateReview(review);
  return (
    <ReviewFormModal
      title={t('reviews.editTitle')}
      submitLabel={t('reviews.submitEdit')}
      initial={{ review: review.review, rating: review.rating }}
      submit={update}
      onClose={onClose}
    />
  );
}
