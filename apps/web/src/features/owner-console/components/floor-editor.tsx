/**
 * The floor page's editor: areas and tables, combinations, turn times and pacing, with a bar
 * that says whether anything is unsaved and leads to the review before the save.
 */
import { useEffect, useRef, useState } from 'react';
import type { Floor } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { Notice } from '@/components/notice/notice';
import { errorText } from '@/lib/error-text';
import { useFloorEditor } from '../hooks/use-floor-editor';
import { useFloorReview } from '../hooks/use-floor-review';
import { unplacedErrors } from '../lib/floor-field-errors';
import { FloorAreas } from './floor-areas';
import { FloorCombinations } from './floor-combinations';
import { FloorPacing } from './floor-pacing';
import { FloorReviewDialog } from './floor-review-dialog';
import { FloorTurnTimes } from './floor-turn-times';
import styles from './floor-editor.module.css';
import '@/i18n/bundles/floor-texts';

export function FloorEditorForm({ restaurantId, floor }: { restaurantId: number; floor: Floor }) {
  const { t } = useTranslation();
  const editor = useFloorEditor(floor);
  const [notice, setNotice] = useState<string | null>(null);
  const review = useFloorReview(restaurantId, editor, (saved, conflicts) => {
    editor.reset(saved);
    setNotice(
      conflicts > 0
        ? t('floorPlan.savedWithConflicts', { count: conflicts })
        : t('floorPlan.saved'),
    );
  });
  const unplaced = unplacedErrors(editor.errors).map((detail) => errorText(t, detail));
  const formRef = useRef<HTMLFormElement>(null);
  // After a refusal, the first marked field takes the focus (it may be far down the floor).
  useEffect(() => {
    if (review.refused === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus({ preventScroll: true });
    // To the middle of the screen: the save bar covers the bottom of it.
    first?.scrollIntoView?.({ block: 'center' });
  }, [review.refused]);

  return (
    <form
      ref={formRef}
      className={styles.editor}
      noValidate
      aria-label={t('floorPlan.pageTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        setNotice(null);
        review.start();
      }}
    >
      {notice && !editor.dirty && (
        <Notice tone="success" live onDismiss={() => setNotice(null)}>
          <p>{notice}</p>
        </Notice>
      )}
      {review.refused > 0 && Object.keys(editor.errors).length > 0 && (
        <Notice tone="danger" live title={t('floorPlan.fixErrors')}>
          {unplaced.length > 0 && (
            <ul className={styles.unplaced}>
              {unplaced.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </Notice>
      )}
      <FloorAreas editor={editor} />
      <FloorCombinations editor={editor} />
      <div className={styles.service}>
        <FloorTurnTimes editor={editor} />
        <FloorPacing editor={editor} />
      </div>
      <div className={`${styles.bar} ${editor.dirty ? styles.sticky : ''}`}>
        <p className={editor.dirty ? styles.unsaved : styles.clean} role="status">
          {editor.dirty ? t('floorPlan.actions.unsaved') : t('floorPlan.actions.clean')}
        </p>
        <div className={styles.barActions}>
          <Button
            variant="ghost"
            size="sm"
            disabled={!editor.dirty}
            onClick={() => {
              editor.reset();
              review.forget();
            }}
          >
            {t('floorPlan.actions.discard')}
          </Button>
          <Button type="submit" size="sm" disabled={!editor.dirty}>
            {t('floorPlan.actions.review')}
          </Button>
        </div>
      </div>
      {review.review && (
        <FloorReviewDialog
          review={review.review}
          saving={review.saving}
          onMove={review.move}
          onSave={review.save}
          onClose={review.close}
        />
      )}
    </form>
  );
}
