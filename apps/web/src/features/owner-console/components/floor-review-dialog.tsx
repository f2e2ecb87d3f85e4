/**
 * Before a save: what the edit would do to upcoming reservations (the API's dry run), or, when
 * removed tables hold some, whether to move them to other tables that fit.
 */
import { formatClock, type BookingConflict, type FloorSaved } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Modal, ModalActions } from '@/components/modal/modal';
import { SpinnerRing } from '@/components/spinner/spinner';
import { formatShortDate } from '../lib/console-dates';
import styles from './floor-review.module.css';
import '@/i18n/bundles/floor-texts';
import '@/i18n/bundles/owner-console-texts';

export type FloorReview =
  | { step: 'checking' }
  | { step: 'move' }
  | { step: 'ready'; preview: FloorSaved; moving: boolean; failure?: string[] }
  | { step: 'failed'; messages: string[] };

type FloorReviewDialogProps = {
  review: FloorReview;
  saving: boolean;
  onMove: () => void;
  onSave: () => void;
  onClose: () => void;
};

export function FloorReviewDialog({
  review,
  saving,
  onMove,
  onSave,
  onClose,
}: FloorReviewDialogProps) {
  const { t } = useTranslation();
  if (review.step === 'move') {
    return (
      <Modal
        title={t('floorPlan.move.title')}
        description={t('floorPlan.move.text')}
        onClose={onClose}
      >
        <ModalActions>
          <Button variant="secondary" onClick={onClose}>
            {t('floorPlan.move.keepEditing')}
          </Button>
          <Button onClick={onMove} data-autofocus>
            {t('floorPlan.move.confirm')}
          </Button>
        </ModalActions>
      </Modal>
    );
  }
  return (
    <Modal title={t('floorPlan.review.title')} onClose={onClose} size="md">
      <div className={styles.body}>
        {review.step === 'checking' && (
          <p className={styles.checking} role="status">
            <SpinnerRing />
            {t('floorPlan.review.checking')}
          </p>
        )}
        {review.step === 'failed' && <ErrorList messages={review.messages} />}
        {review.step === 'ready' && <Preview review={review} />}
      </div>
      <ModalActions>
        <Button variant="secondary" onClick={onClose}>
          {t('floorPlan.review.keepEditing')}
        </Button>
        <Button onClick={onSave} loading={saving} disabled={review.step !== 'ready'}>
          {t('floorPlan.review.save')}
        </Button>
      </ModalActions>
    </Modal>
  );
}

function Preview({ review }: { review: Extract<FloorReview, { step: 'ready' }> }) {
  const { t } = useTranslation();
  const { conflicts } = review.preview;
  return (
    <>
      {review.failure && <ErrorList messages={review.failure} />}
      {review.moving && <p>{t('floorPlan.review.moving')}</p>}
      {conflicts.length === 0 ? (
        <p className={styles.clear} role="status">
          {t('floorPlan.review.noConflicts')}
        </p>
      ) : (
        <>
          <p className={styles.warning} role="status">
            {t('floorPlan.review.conflicts', { count: conflicts.length })}
          </p>
          <ul className={styles.conflicts}>
            {conflicts.map((conflict) => (
              <ConflictLine key={conflict.reservation.id} conflict={conflict} />
            ))}
          </ul>
          <p className={styles.after}>{t('floorPlan.review.after')}</p>
        </>
      )}
    </>
  );
}

function ConflictLine({ conflict: { reservation, reason } }: { conflict: BookingConflict }) {
  const { t, i18n } = useTranslation();
  return (
    <li className={styles.conflict}>
      <p className={styles.what}>
        {t('ownerConsole.attention.what', {
          date: formatShortDate(reservation.local_date, i18n.language),
          time: formatClock(reservation.local_time, i18n.language),
          name: reservation.guest_name,
        })}
        <span aria-hidden="true"> · </span>
        {t('ownerConsole.partySize', { count: reservation.party_size })}
      </p>
      <p className={styles.reason}>{t(`ownerConsole.attention.reason.${reason}`)}</p>
    </li>
  );
}
