/** Edit and Delete on a review, shown only to its author (spec §6). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { useSession } from '@/lib/session';
import { DeleteReviewModal } from './delete-review-modal';
import { EditReviewModal } from './review-form-modal';
import styles from './review-actions.module.css';

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
      {open === 'edit' && <EditReviewModal review={review} onClose={close} />}
      {open === 'delete' && <DeleteReviewModal review={review} onClose={close} />}
    </div>
  );
}
