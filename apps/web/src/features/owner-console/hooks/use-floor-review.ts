/**
 * From 'Review and save' to saved: the schema's check, the API's dry run (its conflicts, or its
 * refusal to remove booked tables, which asks whether to move their reservations), then the save.
 * The API's field messages go beside their fields and close the review.
 */
import { useState } from 'react';
import { floorCodes, type Floor, type FloorInput } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { usePreviewFloor, useSaveFloor } from '../api/save-floor';
import type { FloorReview } from '../components/floor-review-dialog';
import type { FloorEditor } from './use-floor-editor';
import { failureMessages } from '../lib/console-failure';
import '@/i18n/bundles/floor-texts';

const refusedFields = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.details.length > 0
    ? error.details
    : null;

export function useFloorReview(
  restaurantId: number,
  editor: FloorEditor,
  onSaved: (saved: Floor, conflicts: number) => void,
) {
  const { t } = useTranslation();
  const preview = usePreviewFloor(restaurantId);
  const save = useSaveFloor(restaurantId);
  const [review, setReview] = useState<FloorReview | null>(null);
  /** The owner agreed to move the reservations of the tables they removed. */
  const [moving, setMoving] = useState(false);
  const [sent, setSent] = useState<FloorInput | null>(null);
  /** The schema or the API refused fields: the page says so and goes to the first one. */
  const [refused, setRefused] = useState(0);

  /** Shows the API's field messages; says whether the error was one. */
  const showRefusal = (error: unknown): boolean => {
    const details = refusedFields(error);
    if (!details) return false;
    editor.showErrors(details);
    setRefused((count) => count + 1);
    setReview(null);
    return true;
  };

  const check = (move: boolean) => {
    const input = editor.validate(move);
    if (!input) {
      setRefused((count) => count + 1);
      return;
    }
    setSent(input);
    setReview({ step: 'checking' });
    preview.mutate(input, {
      onSuccess: (floor) => setReview({ step: 'ready', preview: floor, moving: move }),
      onError: (error) => {
        const details = refusedFields(error);
        if (details?.some((detail) => detail.code === floorCodes.removedTableBooked)) {
          setReview({ step: 'move' });
        } else if (!showRefusal(error)) {
          setReview({
            step: 'failed',
            messages: failureMessages(error, t, t('floorPlan.review.failed')),
          });
        }
      },
    });
  };

  return {
    review,
    /** How many times fields were refused (0: never, or since the edit was discarded). */
    refused,
    saving: save.isPending,
    /** 'Review and save'. */
    start: () => check(moving),
    /** The owner agrees to move the removed tables' reservations: the dry run again, moving them. */
    move: () => {
      setMoving(true);
      check(true);
    },
    close: () => setReview(null),
    save: () => {
      if (!sent || review?.step !== 'ready') return;
      save.mutate(sent, {
        onSuccess: ({ conflicts, ...floor }) => {
          setReview(null);
          setMoving(false);
          onSaved(floor, conflicts.length);
        },
        onError: (error) => {
          if (showRefusal(error)) return;
          setReview({ ...review, failure: failureMessages(error, t, t('floorPlan.saveFailed')) });
        },
      });
    },
    /** Discarding the edit forgets the choice to move. */
    forget: () => {
      setMoving(false);
      setRefused(0);
    },
  };
}
