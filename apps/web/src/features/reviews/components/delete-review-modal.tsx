/** Confirms deleting one's own review; a failed call keeps the dialog open with the reason. */
import { useTranslation } from '@/i18n/use-translation';
import type { Review } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Modal } from '@/components/modal/modal';
import { serverErrorMessages } from '@/lib/error-text';
import { useDeleteReview } from '../api/review-mutations';
import styles from './review-form.module.css';

export function DeleteReviewModal({ review, onClose }: { review: Review; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteReview(review);
  const serverErrors = remove.isError ? serverErrorMessages(remove.error, t) : [];
  return (
    <Modal title={t('reviews.deleteTitle')} onClose={onClose}>
      <div className={styles.form}>
        <ErrorList messages={serverErrors} />
        <p className={styles.text}>{t('reviews.deleteText')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('reviews.cancel')}
          </Button>
          <Button
            loading={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: onClose })}
          >
            {t('reviews.confirmDelete')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
