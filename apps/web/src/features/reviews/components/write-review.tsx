/**
 * 'Write a review': signed out it opens sign-in; signed in it opens the form, unless the user has
 * already reviewed the restaurant. ?review=true opens it on arrival (after sign-in if needed).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from 'react-router';
import type { Review } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { useAuthDialog } from '@/lib/auth-dialog';
import { useSession } from '@/lib/session';
import styles from './write-review.module.css';

// The form and its zod schema load when a diner opens it, not with every restaurant page.
const CreateReviewModal = lazy(() =>
  import('./review-form-modal').then((m) => ({ default: m.CreateReviewModal })),
);

type WriteReviewProps = {
  restaurant: { id: number; name: string };
  /** The restaurant's reviews, to tell whether this user has written one. */
  reviews: readonly Review[];
  /** Whether ?review=true opens the form here (only one place on a page should). */
  openFromUrl?: boolean;
};

export function hasReviewed(reviews: readonly Review[], userId: number | undefined): boolean {
  return userId !== undefined && reviews.some((review) => review.user_id === userId);
}

export function WriteReview({ restaurant, reviews, openFromUrl = false }: WriteReviewProps) {
  const { t } = useTranslation();
  const { user, checking } = useSession();
  const authDialog = useAuthDialog();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const askedSignIn = useRef(false);
  const reviewed = hasReviewed(reviews, user?.id);
  const wantsForm = openFromUrl && params.get('review') === 'true';

  useEffect(() => {
    if (!wantsForm || checking) return;
    if (!user) {
      // Once: the parameter stays, so the form opens as soon as the user has signed in.
      if (!askedSignIn.current) authDialog.open('sign-in');
      askedSignIn.current = true;
      return;
    }
    if (!reviewed) setOpen(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('review');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [wantsForm, checking, user, reviewed, authDialog, setParams]);

  // Posting the review makes the user a reviewer: the dialog has done its job.
  if (open && reviewed) setOpen(false);

  if (user && reviewed) {
    return <p className={styles.done}>{t('reviews.alreadyReviewed')}</p>;
  }
  return (
    <>
      <Button
        variant="secondary"
        className={styles.button}
        onClick={() => (user ? setOpen(true) : authDialog.open('sign-in'))}
      >
        {t('reviews.write')}
      </Button>
      {open && user && (
        <Suspense fallback={null}>
          <CreateReviewModal
            restaurantId={restaurant.id}
            restaurantName={restaurant.name}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
