/** Edit and Delete on a review, shown only to its author. */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Review } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { useSession } from '@/lib/session';
import styles from './review-actions.module.css';

// Loaded when the author opens one: the forms bring zod, which no restaurant page needs up front.
const EditReviewModal = lazy(() =>
  import('./review-form-modal').then((m) => ({ default: m.EditReviewModal })),
);
const DeleteReviewModal = lazy(() =>
  import('./delete-review-modal').then((m) => ({ default: m.DeleteReviewModal })),
);

export function ReviewActions({ review }: { review: Review }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  if (!user || user.id !== review.user_id) return null;

  const close = () => setOpen(null);
  return (
    <div className={styles.actions}>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('reviews.editLabel')}
        onClick={() => setOpen('edit')}
      >
        {t('reviews.edit')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className={styles.delete}
        aria-label={t('reviews.deleteLabel')}
        onClick={() => setOpen('delete')}
      >
        {t('reviews.delete')}
      </Button>
      <Suspense fallback={null}>
        {open === 'edit' && <EditReviewModal review={review} onClose={close} />}
        {open === 'delete' && <DeleteReviewModal review={review} onClose={close} />}
      </Suspense>
    </div>
  );
}
